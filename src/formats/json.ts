/**
 * Duplicate keys in JSON text. `JSON.parse` keeps the last of two equal keys and says nothing; a table log
 * or a session with `"call"` twice in one event is bad input, so the readers look for one after the text
 * has parsed (and is therefore valid JSON). One pass over the text, no recursion: a hostile nesting depth
 * costs a stack of small sets, not the call stack.
 */

/** The first key written twice in one object, with the path to that object (keys and array indexes). */
export interface DuplicateKey {
  key: string;
  path: (string | number)[];
}

type Frame = { keys: Set<string> | null; at: string | number | undefined };

/** The end of the string that starts at `i` (the index after its closing quote). */
const stringEnd = (text: string, i: number): number => {
  let j = i + 1;
  while (text[j] !== '"') j += text[j] === "\\" ? 2 : 1;
  return j + 1;
};

/** Finds the first duplicate key in valid JSON text, or null. */
export const duplicateKey = (text: string): DuplicateKey | null => {
  const stack: Frame[] = [];
  let expectKey = false;
  // The key or index each enclosing container is at, down to the object that holds the duplicate.
  const path = (): (string | number)[] => stack.slice(0, -1).map((f) => f.at as string | number);
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '"') {
      const end = stringEnd(text, i);
      const top = stack[stack.length - 1];
      if (expectKey && top?.keys) {
        const key = JSON.parse(text.slice(i, end)) as string;
        if (top.keys.has(key)) return { key, path: path() };
        top.keys.add(key);
        top.at = key;
        expectKey = false;
      } else if (top && top.keys === null) top.at = (top.at as number) + 1;
      i = end;
      continue;
    }
    if (c === "{" || c === "[") {
      const top = stack[stack.length - 1];
      // The index of this value in the array that holds it (an object's key was noted with the key).
      if (top && top.keys === null) top.at = (top.at as number) + 1;
      stack.push({ keys: c === "{" ? new Set() : null, at: c === "{" ? undefined : -1 });
      expectKey = c === "{";
    } else if (c === "}" || c === "]") stack.pop();
    else if (c === ",") {
      const top = stack[stack.length - 1];
      expectKey = top?.keys != null;
    } else if (stack[stack.length - 1]?.keys === null && /[-0-9tfn]/.test(c)) {
      // A scalar in an array: it takes an index too. Skip the rest of it.
      const top = stack[stack.length - 1]!;
      top.at = (top.at as number) + 1;
      while (i < text.length && !/[,\]\s]/.test(text[i]!)) i++;
      continue;
    }
    i++;
  }
  return null;
};
