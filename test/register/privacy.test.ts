/** The players' names out of the anonymous view: whole, in parts, in any case, accents and endings. */
import { describe, expect, it } from "vitest";
import { publicText, scrubber } from "../../src/register/privacy.js";

const seat = (s: string) => `[${s}]`;

describe("removing the players' names", () => {
  const scrub = scrubber(
    { N: "Nina North", E: "Zoë Éclair-Dubois", S: "Нина Кузнецова", W: "Пётр Ёлкин" },
    seat,
  );

  it("removes the whole name and each of its words, in any case", () => {
    expect(scrub("Nina North bid; NINA NORTH then said nina was sorry; north agreed.")).toBe(
      "[N] bid; [N] then said [N] was sorry; [N] agreed.",
    );
    expect(scrub("Nina's partner and  Nina   North")).toBe("[N] partner and  [N]");
  });

  it("removes a name written with or without its accents", () => {
    expect(scrub("Zoe Eclair-Dubois, ZOË, zoe, ÉCLAIR and dubois")).toBe("[E], [E], [E], [E] and [E]");
  });

  it("removes a Russian name in its cases", () => {
    expect(scrub("Нина Кузнецова позвала судью; Нину Кузнецову выслушали; у Нины, с Ниной")).toBe(
      "[S] позвала судью; [S] выслушали; у [S], с [S]",
    );
    expect(scrub("Пётр Ёлкин и ПЕТР ЕЛКИН, Петру, Ёлкину")).toBe("[W] и [W], [W], [W]");
  });

  it("leaves other words alone and keeps the text without names as it was", () => {
    expect(scrub("Ninety tricks northward, Нинель")).toBe("Ninety tricks northward, Нинель");
    expect(scrubber(undefined, seat)("Nina North")).toBe("Nina North");
  });

  it("gives the public text that anonymous searches run over", () => {
    const text = publicText({
      event: "Pairs",
      date: "2026-11-24",
      players: { N: "Zebedee Quartermaine" },
      facts: "Zebedee called.",
      ruling: "QUARTERMAINE's call stands.",
      appeal: { lodged: true, reason: "zebedee disagrees" },
    });
    expect(text.toLowerCase()).not.toContain("zebedee");
    expect(text.toLowerCase()).not.toContain("quartermaine");
    expect(text).toContain("North called.");
  });
});
