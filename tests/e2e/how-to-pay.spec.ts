import { expect, type Page } from '@playwright/test';
import { adminHeaders } from './helpers';
import { test } from './fixtures';

// "Como pagar" on the search's award cards: the wallet is written straight into the device's database (the
// Minhas milhas screen is where a traveller types it), the campaign through the admin API.

interface Holding {
  program: string;
  balance: number;
  milheiro: number | null;
}

/** Puts the holdings into the PWA's IndexedDB for the signed-in user; false while the app has not made it yet. */
async function seedWallet(page: Page, holdings: Holding[]): Promise<boolean> {
  return page.evaluate(async (rows) => {
    const raw = localStorage.getItem('subscription_user');
    const userId = raw ? (JSON.parse(raw) as { id: string }).id : null;
    if (!userId) return false;
    const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
      const open = indexedDB.open('bussola');
      // No database yet: leave it to the app, which creates it with every table.
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => resolve(null);
      open.onblocked = () => reject(new Error('base bloqueada'));
    });
    if (!db?.objectStoreNames.contains('wallet')) {
      db?.close();
      return false;
    }
    const at = new Date().toISOString();
    const tx = db.transaction('wallet', 'readwrite');
    for (const h of rows)
      tx.objectStore('wallet').put({
        id: crypto.randomUUID(),
        ...h,
        tier: null,
        created_at: at,
        updated_at: at,
        deleted_at: null,
        userId,
        pending: 0,
      });
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    return true;
  }, holdings);
}

/** Runs the start screen's search (GRU → MIA, filled in) and returns the first Smiles award card. */
async function firstSmilesCard(page: Page) {
  const form = page.getByRole('form', { name: 'Buscar voos' });
  await form.getByRole('button', { name: 'Buscar voos' }).click();
  await expect(page.getByText('Busca concluída').first()).toBeVisible();
  const results = page.getByRole('list', { name: 'Resultados' }).first();
  return results
    .getByRole('article', { name: /em milhas$/ })
    .filter({ hasText: 'Smiles' })
    .first();
}

test('a subscriber with Smiles on the device sees how to pay a Smiles award, at their own milheiro', async ({
  subscriberPage: page,
}) => {
  await expect.poll(() => seedWallet(page, [{ program: 'SMILES', balance: 5_000_000, milheiro: 18 }])).toBe(true);
  const card = await firstSmilesCard(page);
  const howToPay = card.getByRole('region', { name: 'Como pagar' });
  await expect(howToPay).toContainText('Você tem 5.000.000 Smiles: emita direto');
  await expect(howToPay).toContainText(/Total: R\$ [\d.]+,\d\d \(saldo Smiles/);
  await expect(howToPay).toContainText(/Valor do prêmio: ≈ R\$ [\d.]+,\d\d · seu milheiro R\$ 18,00/);
  // The card's own value uses the same milheiro.
  await expect(card).toContainText(/aproximadamente R\$ [\d.]+,\d\d com seu milheiro de R\$ 18,00/);
});

test('with a Livelo → Smiles bonus running, the transfer sentence names it', async ({
  subscriberPage: page,
  request,
}) => {
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  // A bonus no other campaign of the run offers, so this test's campaign is the one the sentence names.
  const created = await request.post('/api/admin/transfer-bonuses', {
    headers: await adminHeaders(request),
    data: { from: 'LIVELO', to: 'SMILES', bonusPercent: 137, validFrom: day(-1), validUntil: day(5) },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { campaign } = (await created.json()) as { campaign: { id: string; validUntil: string } };
  try {
    await expect
      .poll(() =>
        seedWallet(page, [
          { program: 'SMILES', balance: 1_000, milheiro: 18 },
          { program: 'LIVELO', balance: 2_000_000, milheiro: 30 },
        ]),
      )
      .toBe(true);
    const [y, m, d] = campaign.validUntil.split('-');
    const card = await firstSmilesCard(page);
    await expect(card.getByRole('region', { name: 'Como pagar' })).toContainText(
      new RegExp(`Faltam [\\d.]+ Smiles: transfira [\\d.]+ Livelo com bônus de 137% \\(até ${d}/${m}/${y}\\)`),
    );
  } finally {
    await request.delete(`/api/admin/transfer-bonuses/${campaign.id}`, { headers: await adminHeaders(request) });
  }
});

test('"Ainda está lá?" on a Smiles award: on the card, and one tap away in the checklist before a transfer', async ({
  subscriberPage: page,
}) => {
  // Livelo points only: the best way moves points, so 'Confira antes de transferir' shows under it.
  await expect.poll(() => seedWallet(page, [{ program: 'LIVELO', balance: 2_000_000, milheiro: 30 }])).toBe(true);
  const card = await firstSmilesCard(page);
  const onCard = card.locator('[data-award-recheck]').first();
  await onCard.getByRole('button', { name: /^Ainda está lá\?/ }).click();
  // The server's demo answers from its own data (no Seats.aero key on this server), and says so.
  const answer = onCard.getByRole('status');
  await expect(answer).toContainText(/Confirmado agora: [\d.]+ milhas \+ R\$ [\d.]+,\d\d, \d+ (lugar|lugares)/);
  await expect(answer).toContainText(/Demonstração, verificado às \d\d:\d\d \(Brasília\) · restam 19 hoje/);
  await expect(answer).toContainText('Seats.aero não configurado.');

  const howToPay = card.getByRole('region', { name: 'Como pagar' });
  await expect(howToPay).toContainText('Confira antes de transferir');
  const inChecklist = howToPay.locator('[data-award-recheck]');
  await inChecklist.getByRole('button', { name: /^Ainda está lá\?/ }).click();
  const second = inChecklist.getByRole('status');
  await expect(second).toContainText('Confirmado agora');
  await expect(second).toContainText('restam 18 hoje');
});
