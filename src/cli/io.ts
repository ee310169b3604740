/** What a CLI command needs from the outside world, so commands stay testable without a process. */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => string;
  readStdin: () => string;
  /** One line of standard input as it comes (an interactive command), null at its end; else `readStdin` whole. */
  readLine?: () => string | null;
}
