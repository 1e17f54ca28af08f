import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, waitForServiceWorkerControl } from './helpers';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/e2e/caps';

test('the CAPS finder offline after install: a town typed by keyboard gives its nearest CAPS, with no map link', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await page.goto('/caps');
  await expect(page.getByRole('heading', { level: 1, name: 'Encontre ajuda perto de você' })).toBeVisible();
  await waitForServiceWorkerControl(page);

  // The network cut after install: the page, its code and the data come from the device.
  await context.setOffline(true);
  await page.goto('/caps');
  const help = page.getByRole('complementary', { name: 'Ajuda agora' });
  await expect(help.getByRole('link', { name: /CVV: 188/ })).toBeVisible();
  const field = page.getByRole('combobox', { name: 'Sua cidade' });
  await field.click();
  await field.pressSequentially('campinas - sp');
  await expect(page.getByRole('option', { name: /^Campinas SP/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/01-suggestions-offline-390x844.png` });
  await field.press('ArrowDown');
  await expect(page.getByRole('option', { name: /^Campinas SP/ })).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(field).toHaveValue('Campinas - SP');

  const results = page.getByRole('region', { name: 'Perto de Campinas (SP)' });
  await expect(results).toBeVisible();
  const rows = results.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText('Campinas');
  await expect(rows.first()).toContainText('na cidade escolhida');
  await expect(rows.nth(1)).toContainText(/a \d+(,\d)? km/);
  await expect(results.getByText(/o link do mapa precisa de conexão/)).toBeVisible();
  await expect(results.getByRole('link', { name: /Ver no mapa/ })).toHaveCount(0);
  await expect(results.getByRole('link', { name: /Ligar 136/ })).toHaveAttribute('href', 'tel:136');
  await page.screenshot({ path: `${SHOTS}/02-results-offline-390x844.png`, fullPage: true });
  await context.close();
});

test('the CAPS finder from the phone’s position: the nearest towns with a CAPS, with map links online', async ({
  browser,
}) => {
  // A point in the centre of Recife (PE).
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    geolocation: { latitude: -8.05, longitude: -34.88 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/caps');
  await expectNoSeriousAxeViolations(page);
  await expect(
    page.getByText('Sua localização fica só neste aparelho: nada é enviado a ninguém.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Usar minha localização' }).click();

  const heading = page.getByRole('heading', { level: 2, name: 'Perto de você', exact: true });
  await expect(heading).toBeFocused();
  const results = page.getByRole('region', { name: 'Perto de você', exact: true });
  const first = results.getByRole('listitem').first();
  await expect(first).toContainText('Recife');
  await expect(first).toContainText('a menos de 1 km');
  await expect(first.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=CAPS%20Recife%20PE',
  );
  await expect(first.getByRole('link', { name: /Ver no mapa/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/03-location-390x844.png`, fullPage: true });
  await context.close();
});
