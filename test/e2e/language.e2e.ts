/** English and Russian: the app's words from its catalogs, the engine's from its own, switched at once. */
import { describe, expect, it } from "vitest";
import { call, shot, useSession } from "./browser.js";
import { openApp } from "./support.js";

describe("language", () => {
  const t = useSession();

  it("switches to Russian and back, the ruling included", async () => {
    const p = t.s.page;
    await openApp(p, t.s.url);
    await call(p, "1H");
    await call(p, "1D");
    await expect
      .poll(() => p.getByRole("region", { name: /Ruling/ }).textContent())
      .toContain("South chooses");

    await p.getByRole("button", { name: /^Language: switch to Русский/ }).click();
    await expect.poll(() => p.evaluate<string>("document.documentElement.lang")).toBe("ru");
    const ruling = p.getByRole("region", { name: /Решение судьи/ });
    const text = (await ruling.textContent()) ?? "";
    expect(text).toContain("недостаточное назначение"); // the engine's words
    expect(text).toContain("Выбирает"); // the app's words
    expect(text).toContain("Юг");
    const box = p.getByRole("region", { name: "Коробка для торговли" });
    expect(await box.getByRole("button", { name: "Пас", exact: true }).count()).toBe(1);
    expect(await box.getByRole("button", { name: "Контра", exact: true }).count()).toBe(1);
    expect(await box.getByRole("button", { name: "Реконтра", exact: true }).count()).toBe(1);
    expect(await p.locator("table.grid thead th").allTextContents()).toEqual(["Ссдающий", "В", "Ю", "З"]);
    await shot(p, "lang-ru-ruling");
    // The Russian bidding box records calls too: the ruling goes on in Russian.
    await ruling.getByRole("button", { name: /^Не принимать/ }).click();
    await expect.poll(() => ruling.textContent()).toContain("Выбирает Восток");
    await box.getByRole("button", { name: "2", exact: true }).click();
    await box.getByRole("button", { name: "Назначение 2 бубны", exact: true }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Очередь заявки: Юг");
    await p.getByRole("button", { name: "Сдача", exact: true }).click();
    await shot(p, "lang-ru-setup");
    await p.getByRole("button", { name: "Стол", exact: true }).click();
    await shot(p, "lang-ru-table");

    await p.getByRole("button", { name: /^Язык: переключить на English/ }).click();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: South");
    await expect.poll(() => p.evaluate<string>("document.documentElement.lang")).toBe("en");
    // The choice is kept.
    await p.reload();
    await expect.poll(() => p.locator(".status").textContent()).toContain("Next to call: South");
    expect(t.errors).toEqual([]);
  });
});
