/** Text of a file's bytes for the format readers (no I/O: the caller reads the bytes). */

/** UTF-8 when the bytes are valid UTF-8, else Latin-1 (the PBN standard's character set); no byte-order mark. */
export const decodeText = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder("latin1").decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};
