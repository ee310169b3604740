/** What a CLI command needs from the outside world, so commands stay testable without a process. */
export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
  readFile: (path: string) => string;
  readStdin: () => string;
}
