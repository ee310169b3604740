/**
 * Terminal safety for everything the command prints. Messages echo values from the input (a JSON key,
 * a call as written, a file name, an unknown option); a value holding ESC or another control character
 * would reach the terminal raw and could recolour it, move the cursor, set the window title or hide the
 * rest of the line. Every line the command writes goes through `printable` (in `run`), so no command can
 * forget it: control characters come out as `\u001b`-style escapes, which also keeps JSON output valid
 * (an escape inside a JSON string denotes the same character).
 */

/**
 * C0 controls and DEL, C1 controls (0x9B is CSI on some terminals), the line and paragraph separators,
 * and the bidirectional formatting characters that reorder what the reader sees (U+061C, U+200E/F,
 * U+202A-E, U+2066-9).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

/** The same, except newline and tab: the command's own multi-line output on standard output keeps them. */
const CONTROL_BUT_LAYOUT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;

const escapeOne = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * `line` with every control character written as a `\uXXXX` escape. `keepLayout` leaves newline and tab
 * alone (for standard output, whose lines are ours); error lines escape them too, so an error stays one
 * line whatever the input held.
 */
export const printable = (line: string, opts: { keepLayout?: boolean } = {}): string =>
  line.replace(opts.keepLayout ? CONTROL_BUT_LAYOUT : CONTROL, escapeOne);
