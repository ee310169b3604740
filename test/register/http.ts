/** A small HTTP client for the register's tests: status, parsed JSON body, text and headers. */
interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the answers' shapes are what the tests check
  body: any;
  text: string;
  headers: Headers;
}

export const client = (base: string) => {
  return async (
    method: string,
    path: string,
    o: { token?: string; body?: unknown; raw?: string; type?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
    let body: string | undefined;
    if (o.raw !== undefined || o.body !== undefined) {
      headers["content-type"] = o.type ?? "application/json";
      body = o.raw ?? JSON.stringify(o.body);
    }
    const res = await fetch(new URL(path, base), { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, text, headers: res.headers };
  };
};
