// Reordering the projects of a goal, by mouse and by keyboard (dnd-kit), and
// what a screen reader hears meanwhile.
import { handWorkedContract } from '#domain/testing/hand-worked-contract';
import { builderPage, openWithDraft } from './builder-page';
import { expect, test } from './fixtures';

const HEATING = 'Lower heating bills';
const CELLULOSE = 'Blown Cellulose Attic Insulation to R-49';
const AIR_SEALING = 'Attic Air Sealing Package';
const COATING = 'Mold-Resistant Encapsulant Coating';

test('a project dragged with the mouse lands where it is dropped, and stays there after a reload', async ({ page }) => {
  await openWithDraft(page, handWorkedContract(), '/builder/projects');
  const builder = builderPage(page);
  const rows = builder.projectRows(HEATING);
  await expect(rows).toHaveCount(3);

  const handle = await page.getByRole('button', { name: `Move ${CELLULOSE}` }).boundingBox();
  const last = await rows.nth(2).boundingBox();
  if (!handle || !last) throw new Error('the rows are not on screen');
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  // Under 10 px nothing happens yet (dnd-kit's activation distance).
  await page.mouse.move(start.x, start.y + 6);
  await expect(page.locator('.projects-project.is-dragging')).toHaveCount(0);
  await page.mouse.move(start.x, last.y + last.height * 0.75, { steps: 12 });
  await expect(page.locator('.projects-project.is-dragging')).toHaveCount(1);
  await page.mouse.up();

  await expect(rows).toHaveText([new RegExp(AIR_SEALING), new RegExp(COATING), new RegExp(CELLULOSE)]);
  // The goal's total does not depend on the order.
  await expect(builder.goalTotal(HEATING)).toHaveText('Goal Total $3,856.00');
  await page.reload();
  await expect(rows).toHaveText([new RegExp(AIR_SEALING), new RegExp(COATING), new RegExp(CELLULOSE)]);
});

test('a project moved with the keyboard is announced as it goes', async ({ page }) => {
  await openWithDraft(page, handWorkedContract(), '/builder/projects');
  const rows = builderPage(page).projectRows(HEATING);
  const handle = page.getByRole('button', { name: `Move ${COATING}` });
  await handle.focus();
  await expect(handle).toHaveAccessibleDescription(/press Space or Enter, move it with the arrow keys/);

  const live = page.locator('[id^="DndLiveRegion"]').first();
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`Picked up ${COATING}, at position 3 of 3 in ${HEATING}.`);
  // 25 px per arrow key: about three presses per row.
  for (let press = 0; press < 7; press++) await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText(`${COATING} is now at position 1 of 3.`);
  await page.keyboard.press('Space');
  await expect(live).toHaveText(`${COATING} dropped at position 1 of 3.`);
  await expect(rows).toHaveText([new RegExp(COATING), new RegExp(CELLULOSE), new RegExp(AIR_SEALING)]);
  await expect(handle).toBeFocused();

  // Escape puts a project back where it was.
  await page.keyboard.press('Enter');
  for (let press = 0; press < 4; press++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Escape');
  await expect(live).toHaveText(`Move cancelled. ${COATING} is back at position 1 of 3.`);
  await expect(rows).toHaveText([new RegExp(COATING), new RegExp(CELLULOSE), new RegExp(AIR_SEALING)]);
});
