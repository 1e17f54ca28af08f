import { expect, type Page, test } from '@playwright/test';
import { choose, signUpToDashboard, uniqueEmail, waitForServiceWorkerControl } from './helpers';

/**
 * Issue 19: the device is out of space (the origin's quota exhausted through CDP): the check-in
 * says so in pt-BR, what was typed stays in the form, and the submit button is still reachable
 * (no toast over it). Freeing space then lets the same tap save it. 390×844, Chromium.
 */

const PHONE = { width: 390, height: 844 };
const FULL = 'Não há espaço no aparelho para salvar; libere espaço e tente de novo';

/**
 * Each named button of the open dialog, scrolled into the sheet's view (a tall sheet scrolls), as
 * the screen shows it while the toast is up: its box, the toast's, and whether a tap at the
 * button's centre reaches the button. Read in one go, so the toast cannot leave in between.
 */
function buttonsUnderToast(page: Page, toastText: string, names: string[]) {
  return page.evaluate(
    ({ text, labels }) => {
      const rect = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const toast = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((el) =>
        el.textContent?.includes(text),
      );
      const dialog = document.querySelector('dialog[open]');
      const buttons = labels.map((label) => {
        const button = [...(dialog?.querySelectorAll('button') ?? [])].find(
          (b) => b.textContent?.trim() === label,
        );
        if (!button) return { label, box: null, reached: false, hitText: '' };
        button.scrollIntoView({ block: 'nearest' });
        const box = rect(button);
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          label,
          box,
          reached: hit !== null && (hit === button || button.contains(hit)),
          hitText: hit?.textContent?.slice(0, 80) ?? '',
        };
      });
      return { toast: toast ? rect(toast) : null, buttons };
    },
    { text: toastText, labels: names },
  );
}

test('out of space: the check-in says so, keeps the answers, and its button stays reachable', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const origin = new URL(baseURL!).origin;
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await signUpToDashboard(page, uniqueEmail('cheio'));
  // The worker's precache is written by now, so what the origin uses holds still.
  await waitForServiceWorkerControl(page);
  await expect(page.getByRole('button', { name: /Fazer check-in diário/ })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
  // Room for nothing more than a few bytes: the next IndexedDB commit cannot fit.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + 16 });
  const checkedQuota = await cdp.send('Storage.getUsageAndQuota', { origin });
  expect(checkedQuota.quota).toBeLessThanOrEqual(checkedQuota.usage + 16);
  // Chromium's IndexedDB asks the quota manager for the space left at most every 30 s and spends
  // from that answer meanwhile (found by experiment: writes within that window still commit), so
  // the override bites once the answer it had before is older than that.
  await page.waitForTimeout(31_000);

  await page.getByRole('button', { name: /Fazer check-in diário/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Check-in diário' });
  await choose(dialog.getByRole('radio', { name: 'Sim' }));
  await dialog.getByLabel('Quanto foi gasto? (R$)').fill('45,90');
  await dialog.getByLabel('Anotações (opcional)').fill('Jogo do Flamengo');
  await dialog.getByRole('button', { name: 'Registrar check-in' }).click();

  const toast = page.locator('[data-scope="toast"][data-part="root"]', { hasText: FULL });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Erro no check-in');
  await expect(page.getByText('Algo deu errado')).toHaveCount(0);
  // The pointer rests on the toast (pausing it) while the layout is read.
  await toast.hover();
  await page.screenshot({ path: 'test-results/e2e/storage-full-checkin-390x844.png' });

  // What was typed is still there.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Sim' })).toBeChecked();
  await expect(dialog.getByLabel('Quanto foi gasto? (R$)')).toHaveValue('45,90');
  await expect(dialog.getByLabel('Anotações (opcional)')).toHaveValue('Jogo do Flamengo');

  // Nothing lies over the dialog's buttons while the toast shows.
  const submit = dialog.getByRole('button', { name: 'Registrar check-in' });
  await expect(submit).toBeEnabled();
  const seen = await buttonsUnderToast(page, FULL, ['Cancelar', 'Registrar check-in']);
  expect(seen.toast, 'the toast is on screen').not.toBeNull();
  for (const { label, box, reached, hitText } of seen.buttons) {
    expect(box, label).not.toBeNull();
    const apart = seen.toast!.y + seen.toast!.height <= box!.y || box!.y + box!.height <= seen.toast!.y;
    expect(apart, `the toast lies over "${label}"`).toBe(true);
    expect(box!.y + box!.height, label).toBeLessThanOrEqual(PHONE.height + 1);
    expect(reached, `"${hitText}" lies over "${label}"`).toBe(true);
  }
  // Playwright's own check agrees (actionability includes "receives the pointer event").
  await submit.click({ trial: true, timeout: 2_000 });

  // Space freed: the same tap saves what was kept.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('[data-scope="toast"][data-part="root"]', { hasText: 'Check-in registrado' }),
  ).toBeVisible();
  const stored = await page.evaluate(
    () =>
      new Promise<{ amountSpentCents: number; notes: string }[]>((resolve, reject) => {
        const open = indexedDB.open('virada');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('checkins').objectStore('checkins').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        };
      }),
  );
  expect(stored).toMatchObject([{ amountSpentCents: 4590, notes: 'Jogo do Flamengo' }]);
  await cdp.detach();
  await context.close();
});
