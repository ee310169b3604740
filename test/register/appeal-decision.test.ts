/**
 * The decision in the shape federations publish it (issue 21): after the facts and the director's ruling,
 * the appeal with its 92D concurrence (the team captain's, by name) and the decision with its 93B3 points
 * (of fact, of judgment, of law, a committee only recommending on the point of law), on the ruling's page,
 * in the casebook (English and Russian) and the CSV; under the privacy profile the players' and the
 * captain's names leave these fields too, in every spelling and case. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BACKENDS, PG_SKIP } from "./backends.js";
import { type Harness, startRegister } from "./harness.js";
import { insufficient27B2, report } from "./logs.js";

const PLAYERS = { N: "Nina North", E: "Egor East", S: "Sam South", W: "Zoë Wright" };
const ID = "decision-page-01";
const POINTS = [
  { kind: "fact", point: "Did NINA hesitate before passing?", finding: "upheld" },
  { kind: "judgment", point: "Was pass a logical alternative for nina's partner?", finding: "changed" },
  { kind: "law", point: "Does 16B reach ZOE WRIGHT's double? Ask Ivan IVANOV.", finding: "recommend" },
];
/** The players' names and the captain's, in the spellings the texts above use. */
const NAMES = /nina|zo[eë]|wright|ivan/i;

for (const name of BACKENDS)
  describe.skipIf(name === "postgres" && PG_SKIP)(`the published decision, on ${name}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startRegister(name, [
        ["chief", "admin"],
        ["anna", "director"],
        ["cora", "committee"],
      ]);
      const { api, tok } = h;
      const up = await api("PUT", `/api/rulings/${ID}`, {
        token: tok.anna,
        body: { log: insufficient27B2, report: report({ players: PLAYERS }) },
      });
      expect(up.status).toBe(201);
      const steps: [string, string, string, unknown][] = [
        [
          "POST",
          "/appeal",
          "anna",
          { appellant: "EW", grounds: "ivan ivanov asks for it", concurrence: { captain: "Ivan Ivanov" } },
        ],
        [
          "PUT",
          "/appeal/panel",
          "chief",
          { committee: { chairman: "C. Chair", members: ["M. One"] }, accounts: ["cora"] },
        ],
        [
          "PUT",
          "/appeal/decision",
          "cora",
          {
            facts: "Nina paused.",
            outcome: "changed",
            points: POINTS,
            adjusted: { assigned: { contract: "3NT", declarer: "W", tricks: 9 } },
            comments: "",
          },
        ],
        ["PUT", "/appeal/approval", "chief", { approved: true }],
      ];
      for (const [method, path, who, body] of steps) {
        const r = await api(method, `/api/rulings/${ID}${path}`, { token: tok[who], body });
        expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
      }
    }, 60_000);
    afterAll(() => h?.close());

    it("prints the concurrence and the points on the public page, without any name", async () => {
      const page = await h.api("GET", `/api/rulings/${ID}/page`);
      expect(page.status).toBe(200);
      for (const words of [
        "Concurrence (Law 92D)",
        "the team captain</td>",
        "The points decided (Law 93B3)",
        "<b>Point of fact.</b> Did North hesitate before passing? — <i>the director&#39;s ruling stands</i>",
        "<b>Point of judgment.</b>",
        "<i>the director&#39;s ruling is overruled</i>",
        "<b>Point of law.</b>",
        "the committee recommends that the director change his ruling",
      ])
        expect(page.text).toContain(words);
      expect(page.text).not.toMatch(NAMES);
      // The points come before the decision, as the casebooks print them.
      expect(page.text.indexOf("The points decided")).toBeLessThan(page.text.indexOf("The decision"));
    });

    it("keeps the names for the register's own accounts", async () => {
      const page = await h.api("GET", `/api/rulings/${ID}/page`, { token: h.tok.chief });
      expect(page.text).toContain("the team captain, Ivan Ivanov");
      expect(page.text).toContain("Did NINA hesitate");
    });

    it("shows them in the casebook in English and Russian, and in the CSV", async () => {
      const book = await h.api("GET", "/api/casebook");
      expect(book.text).toContain("The points decided (Law 93B3)");
      expect(book.text).not.toMatch(NAMES);
      const ru = await h.api("GET", "/api/casebook?lang=ru");
      for (const words of ["Согласие (Закон 92D)", "капитан команды", "Вопрос права", "комитет рекомендует"])
        expect(ru.text).toContain(words);
      expect(ru.text).not.toMatch(NAMES);
      const csv = await h.api("GET", "/api/casebook?format=csv");
      const [head, line] = csv.text.split("\r\n");
      expect(head).toMatch(/,appeal_concurrence,appeal_points$/);
      expect(line).toContain("the team captain,");
      expect(line).toContain("judgment: Was pass a logical alternative for North partner? (changed)");
      expect(line).toContain("law: ");
      expect(csv.text).not.toMatch(NAMES);
      const json = await h.api("GET", `/api/rulings/${ID}/appeal`);
      expect(json.body.concurrence).toEqual({ captain: "" });
      expect(json.body.decision.points.map((p: { kind: string }) => p.kind)).toEqual([
        "fact",
        "judgment",
        "law",
      ]);
      expect(JSON.stringify(json.body)).not.toMatch(NAMES);
    });
  });
