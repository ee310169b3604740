/** The text to read out, the director's notes apart, and what the answers to a question lead to. */
import { describe, expect, it } from "vitest";
import { type Lang, type PublicState, replay } from "../../src/index.js";
import type { LogJson, OptionRuling, QuestionRuling } from "../../web/model.js";
import {
  answersLeadTo,
  obligationSentence,
  questionCall,
  readOut,
  withdrawnCall,
} from "../../web/readout.js";
import { tableLog } from "../support/logs.js";

const log = (events: Record<string, unknown>[], edition: "2017" | "1987" = "2017"): LogJson =>
  tableLog(events, { edition, board: 1 });
const state = (l: LogJson, lang: Lang = "en"): PublicState => {
  const r = replay(l, { lang });
  if (!r.ok) throw new Error(r.error.code);
  return r.value;
};
const IB = [
  { by: "N", call: "1H" },
  { by: "E", call: "1D" },
];

describe("read-out", () => {
  it("27B: the players hear the options and their consequences, not the reviews for damage", () => {
    const s = state(log([...IB, { by: "S", accept: false }]));
    const r = readOut("en", "2017", s.ruling as OptionRuling);
    const said = r.say.flatMap((x) => [x.text, ...(x.under ?? [])]).join("\n");
    expect(said).toContain("Irregularity by East: insufficient bid (1♦). Law 27B applies.");
    expect(said).toContain("East chooses now.");
    expect(said).toContain("West must pass for the rest of the auction.");
    expect(said).not.toMatch(/damage|Explain/);
    expect(r.notes.join("\n")).toContain("(Law 23C, Law 27D)");
    expect(r.notes.join("\n")).toContain("Explain the consequences");
  });

  it("1987, Law 29A in Russian: «Правило», and the note on the reconstructed paragraph in Russian", () => {
    const s = state(log([{ by: "E", call: "1H" }], "1987"), "ru");
    const r = readOut("ru", "1987", s.ruling as OptionRuling);
    const said = r.say.flatMap((x) => [x.text, ...(x.under ?? [])]).join("\n");
    expect(said).toContain("Применяется Правило 29A");
    expect(said).not.toMatch(/Закон|реконструкц/);
    expect(r.notes[0]).toBe(
      "Правило 29A применяется в реконструкции: текст не сверен дословно с книгой (Комментарий 29.1–29.3; буквы пунктов Правила 29 не найдены (взяты из редакции 1997 года)).",
    );
  });

  it("a ruling nobody chooses says what the director's ruling does; the held calls are a note, counted", () => {
    const seats = ["N", "E", "S", "W"];
    const events = Array.from({ length: 40 }, (_, i) => ({ by: seats[i % 4]!, call: "P" }));
    const s = state(log(events));
    const r = readOut("en", "2017", s.ruling as OptionRuling);
    expect(r.say[1]!.text).toContain("every call after the final pass is cancelled (Law 39A)");
    const held = r.notes.find((n) => n.startsWith("Calls made since"))!;
    expect(held).toContain("and 23 more");
  });
});

describe("the question", () => {
  const l = log([...IB, { by: "S", accept: false }, { by: "E", call: "2NT" }]);
  const s = state(l);
  const q = s.ruling as QuestionRuling;

  it("names the call and the one it replaces", () => {
    expect(questionCall(q, l)).toEqual({ by: "E", call: "2NT" });
    expect(withdrawnCall(s, "E")).toBe("1D");
  });

  it("Yes (23A comparable) leads to a review for damage; No to partner's bar (27B2) and the lead restriction (26B)", () => {
    const { yes, no } = answersLeadTo("en", l, q)!;
    expect(yes.join(" ")).toContain("check for damage (Law 23C, Law 27D)");
    expect(yes.join(" ")).not.toMatch(/must pass|declarer may prohibit/);
    expect(no).toContain("West must pass for the rest of the auction (Law 27B2)");
    expect(no.join(" ")).toContain("declarer may prohibit his partner's lead");
    expect(answersLeadTo("ru", l, q)!.no).toContain("Запад обязан пасовать до конца торговли (Закон 27B2)");
  });

  it("1987, 31A2(a): the same meaning spares the lead penalty (Commentary 26.2, 29.4); a different one brings it", () => {
    const l87 = log(
      [
        // East's 1NT out of rotation, refused; North opens 1C; East repeats 1NT (31A2(a)). The question
        // waits for the end of the auction and comes only because East defends (issue 15); a notrump call
        // names no suit, so 26A1 does not settle it.
        { by: "E", call: "1NT" },
        { by: "S", accept: false },
        { by: "N", call: "1C" },
        { by: "E", call: "1NT" },
        { by: "S", call: "P" },
        { by: "W", call: "P" },
        { by: "N", call: "3C" },
        { by: "E", call: "P" },
        { by: "S", call: "P" },
        { by: "W", call: "P" },
      ],
      "1987",
    );
    const q87 = state(l87).ruling as QuestionRuling;
    expect(q87.question).toBe("sameMeaning");
    const { yes, no } = answersLeadTo("ru", l87, q87)!;
    expect(yes.join(" ")).not.toContain("наказание на ход");
    expect(no.join(" ")).toContain("наказание на ход");
  });

  it("words an obligation in the code's word", () => {
    const o = { seat: "W", mustPass: "throughout", law: "27B2" } as const;
    expect(obligationSentence("ru", "1987", o)).toBe(
      "Запад обязан пасовать до конца торговли (Правило 27B2)",
    );
  });
});
