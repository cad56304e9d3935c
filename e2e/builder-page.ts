// The builder as an agent drives it: by the labels on screen, step by step.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Contract } from '#domain/contract/model';
import { EMERGENCY_DRAFT_KEY } from '#web/storage/emergency-draft';

/**
 * Opens `path` with `contract` as the one being built: the copy a closing page
 * leaves in localStorage, which the builder takes back when it starts.
 */
export async function openWithDraft(page: Page, contract: Contract, path: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [
    EMERGENCY_DRAFT_KEY,
    JSON.stringify(contract),
  ] as const);
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Contract steps' })).toBeVisible();
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 80 } = {}): Promise<void> {
  await expect(target, 'the control to reach with Tab').toHaveCount(1);
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${most} presses of Tab`).toBeFocused({ timeout: 1 });
}

export interface LineInput {
  /** The calculation's group, by its name ('Open-cell spray foam (board ft)'). */
  line: RegExp;
  quantity?: string;
  difficulty?: string;
}

export function builderPage(page: Page) {
  const dialog = page.getByRole('dialog');
  const goal = (name: string) => page.getByRole('region', { name });

  return {
    dialog,
    goal,
    goalTotal: (name: string) => goal(name).locator('.projects-goal-total'),
    projectRows: (name: string) =>
      goal(name)
        .getByRole('list', { name: `Projects in ${name}` })
        .getByRole('listitem'),
    next: () => page.getByRole('link', { name: /Next/ }).click(),

    async nameGoals(names: readonly string[]) {
      await page.goto('/builder/goals');
      for (const [index, name] of names.entries()) {
        if (index > 0) await page.getByRole('button', { name: /Add Goal/ }).click();
        await page.getByLabel(`Goal ${index + 1}`, { exact: true }).fill(name);
      }
    },

    /** Opens the picker of a goal and chooses a scope by searching its name. */
    async pickScope(goalName: string, search: string, scope: RegExp) {
      await page.getByRole('button', { name: `Add project to ${goalName}` }).click();
      await expect(dialog).toHaveAccessibleName(`Add project to ${goalName}`);
      await dialog.getByLabel('Search work scopes').fill(search);
      await dialog.getByRole('button', { name: scope }).click();
      await expect(dialog.getByRole('button', { name: 'Add to Goal' })).toBeVisible();
    },

    async fillLines(lines: readonly LineInput[]) {
      for (const { line, quantity, difficulty } of lines) {
        const group: Locator = dialog.getByRole('group', { name: line });
        if (quantity !== undefined) await group.getByLabel('Quantity', { exact: true }).fill(quantity);
        if (difficulty !== undefined) await group.getByLabel('Difficulty Factor', { exact: true }).fill(difficulty);
      }
    },

    async addToGoal() {
      await dialog.getByRole('button', { name: 'Add to Goal' }).click();
      await expect(dialog).toBeHidden();
    },

    async addRooms(rooms: readonly { name: string; width: string; length: string }[]) {
      await page.getByRole('button', { name: 'Area Calculator' }).click();
      const area = page.getByRole('dialog', { name: 'Area Calculator' });
      for (const [index, room] of rooms.entries()) {
        if (index > 0) await area.getByRole('button', { name: 'Add Room' }).click();
        const n = index + 1;
        await area.getByLabel(`Room name, room ${n}`).fill(room.name);
        await area.getByLabel(`Width (ft), room ${n}`).fill(room.width);
        await area.getByLabel(`Length (ft), room ${n}`).fill(room.length);
      }
      return area;
    },
  };
}

/** Signs in the signature box named `box` the way a finger would: a few waves across it. */
export async function sign(page: Page, box: string): Promise<void> {
  const pad = page.getByRole('img', { name: box });
  await pad.scrollIntoViewIfNeeded();
  const bounds = (await pad.boundingBox())!;
  await page.mouse.move(bounds.x + 30, bounds.y + bounds.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 24; step++) {
    await page.mouse.move(bounds.x + 30 + step * 16, bounds.y + bounds.height / 2 + Math.sin(step / 2) * 40, {
      steps: 2,
    });
  }
  await page.mouse.up();
}
