import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { issuanceToday } from '@core/schemas/household';
import { addDaysIso } from '@core/schemas/search';
import { type LocalHouseholdMember, type LocalIssuance, localDb } from '@/lib/local-db';
import { householdMembers, removeMember, saveIssuance, saveMember } from '@/shared/household';
import { saveWalletEntry, walletRows } from '@/shared/wallet';
import { IssuanceForm } from './issuance-form';
import type { IssuanceEntry } from './issuance-form-schema';
import { MemberForm } from './member-form';
import { MembersSection } from './members-section';

const USER = 'user-familia';
const T0 = new Date().toISOString();
const ana: LocalHouseholdMember = {
  id: '00000000-0000-4000-8000-000000000a01',
  name: 'Ana',
  relation: 'conjuge',
  created_at: T0,
  updated_at: T0,
  deleted_at: null,
  userId: USER,
  pending: 0,
};

beforeEach(() => {
  // Offline: every write stays on the device and in the outbox.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('offline');
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await Promise.all([localDb.householdMembers.clear(), localDb.issuances.clear(), localDb.wallet.clear()]);
  await localDb.outbox.clear();
});

describe('MemberForm', () => {
  it('says "Informe o nome." beside an empty name, then saves the name and relation', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = vi.fn(async (_entry: unknown) => undefined);
    render(<MemberForm onSave={onSave} onCancel={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Informe o nome.');
    await user.type(screen.getByLabelText('Nome'), ' Pedro ');
    await user.selectOptions(screen.getByLabelText('Parentesco'), 'Filho(a)');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSave.mock.calls[0]?.[0]).toEqual({ name: 'Pedro', relation: 'filho' }));
  });
});

describe('IssuanceForm', () => {
  const renderForm = () => {
    const onSave = vi.fn(async (_entry: IssuanceEntry) => undefined);
    render(<IssuanceForm members={[ana]} onSave={onSave} onCancel={() => undefined} />);
    return onSave;
  };

  it('refuses a day ahead of today, 0 tickets and an outsider without a name, each beside its field', async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = renderForm();
    const day = screen.getByLabelText('Data da emissão');
    await user.clear(day);
    await user.type(day, addDaysIso(issuanceToday(), 1));
    await user.clear(screen.getByLabelText('Passagens (1 a 9)'));
    await user.type(screen.getByLabelText('Passagens (1 a 9)'), '0');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe ao menos 1 passagem.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Passagens (1 a 9)'));
    await user.type(screen.getByLabelText('Passagens (1 a 9)'), '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe para quem foi a emissão.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome de quem viajou'), 'Carla');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('A data da emissão não pode estar no futuro.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("records Ana's account issuing LATAM Pass for the holder ('Eu'), a month ago", async () => {
    const user = userEvent.setup({ delay: null });
    const onSave = renderForm();
    const day = addDaysIso(issuanceToday(), -30);
    await user.selectOptions(screen.getByLabelText('Programa'), 'LATAM_PASS');
    await user.selectOptions(screen.getByLabelText('Conta de quem emitiu'), 'Ana');
    await user.selectOptions(screen.getByLabelText('Para quem'), 'Eu');
    expect(screen.queryByLabelText('Nome de quem viajou')).toBeNull();
    await user.clear(screen.getByLabelText('Data da emissão'));
    await user.type(screen.getByLabelText('Data da emissão'), day);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(onSave.mock.calls[0]?.[0]).toEqual({
        program: 'LATAM_PASS',
        account_member_id: ana.id,
        beneficiary: null,
        issued_on: day,
        tickets: 1,
      }),
    );
  });
});

describe('the household on the device', () => {
  it("removes a member's balances before the member, in the outbox's order, and keeps a member an issue names", async () => {
    const kid = await saveMember(USER, { name: 'Bia', relation: 'filho' });
    await saveWalletEntry(USER, { program: 'SMILES', balance: 10_000, milheiro: null, tier: null, member_id: kid.id });
    await saveWalletEntry(USER, { program: 'SMILES', balance: 50_000, milheiro: 20, tier: null });
    expect((await walletRows(USER, localDb, kid.id)).map((r) => r.balance)).toEqual([10_000]);
    expect((await walletRows(USER)).map((r) => r.balance)).toEqual([50_000]);

    const issue = await saveIssuance(USER, {
      program: 'SMILES',
      account_member_id: null,
      beneficiary: kid.id,
      issued_on: issuanceToday(),
      tickets: 1,
    });
    expect(await removeMember(USER, kid.id)).toBe('in_use');
    await localDb.issuances.update(issue.id, { deleted_at: T0 });

    await localDb.outbox.clear();
    expect(await removeMember(USER, kid.id)).toBe('removed');
    expect((await localDb.outbox.toArray()).map((e) => [e.table, e.op])).toEqual([
      ['wallet', 'delete'],
      ['household_members', 'delete'],
    ]);
    expect(await householdMembers(USER)).toEqual([]);
    expect((await walletRows(USER)).map((r) => r.balance)).toEqual([50_000]);
  });
});

describe('MembersSection', () => {
  it('lists "Eu" first, then the members; removing one an issue names says why it cannot', async () => {
    const user = userEvent.setup({ delay: null });
    const issue: LocalIssuance = {
      id: '00000000-0000-4000-8000-000000000b01',
      program: 'SMILES',
      account_member_id: ana.id,
      beneficiary: 'Carla',
      issued_on: issuanceToday(),
      tickets: 2,
      created_at: T0,
      updated_at: T0,
      deleted_at: null,
      userId: USER,
      pending: 0,
    };
    render(<MembersSection userId={USER} members={[ana]} issuances={[issue]} />);
    const list = screen.getByRole('list', { name: 'Pessoas da família' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringMatching(/^EuTitular da conta/), expect.stringMatching(/^AnaCônjuge/)]);
    await user.click(screen.getByRole('button', { name: 'Remover Ana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ana aparece em 1 emissão registrada');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
