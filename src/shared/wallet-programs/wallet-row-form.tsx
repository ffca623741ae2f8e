import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { WALLET_PROGRAM_INFO, type WalletProgram } from '@core/miles/wallet-programs';
import { FormField, fieldA11y, TextField } from '@/components/ui/form-field';
import { FormActions } from '@/components/ui/item-actions';
import { NativeSelect } from '@/components/ui/native-select';
import type { LocalWalletRow } from '@/lib/local-db';
import type { WalletEntry } from '@/shared/wallet';
import { formatBRL } from '@core/format/money';
import { balanceText, moneyText, type WalletFormInput, walletFormSchema } from './wallet-form-schema';
import { unitOf } from '@/shared/wallet-labels';
import { ProgramOptions } from '@/shared/program-options';

interface WalletRowFormProps {
  /** The row being edited; absent when adding. */
  row?: LocalWalletRow;
  /** Programmes the traveller may add (those not held yet); ignored when editing. */
  available: readonly WalletProgram[];
  onSave: (entry: WalletEntry) => Promise<void>;
  onCancel: () => void;
  /** Prefix of the fields' ids, so two accounts' forms on one screen do not share them. */
  idPrefix?: string;
}

/** Adds or edits one programme: balance, own milheiro (blank = the reference value), club or status. */
export function WalletRowForm({ row, available, onSave, onCancel, idPrefix = 'carteira' }: WalletRowFormProps) {
  const form = useForm<WalletFormInput, unknown, WalletEntry>({
    resolver: zodResolver(walletFormSchema),
    defaultValues: {
      program: row?.program ?? available[0] ?? 'SMILES',
      balance: row ? balanceText(row.balance) : '',
      milheiro: moneyText(row?.milheiro ?? null),
      tier: row?.tier ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const program = form.watch('program') as WalletProgram;
  const fallback = WALLET_PROGRAM_INFO[program]?.defaultMilheiro;
  const id = (name: string) => `${idPrefix}-${name}`;
  const title = row ? `Editar ${WALLET_PROGRAM_INFO[row.program].name}` : 'Adicionar programa';

  return (
    <form
      noValidate
      aria-label={title}
      className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={form.handleSubmit(onSave)}
    >
      <h3 className="font-semibold sm:col-span-2 lg:col-span-4">{title}</h3>
      {/* Editing keeps the programme: it is the row's identity. */}
      {!row && (
        <FormField id={id('programa')} label="Programa" error={errors.program?.message}>
          <NativeSelect {...fieldA11y(id('programa'), errors.program?.message)} {...form.register('program')}>
            <ProgramOptions codes={available} />
          </NativeSelect>
        </FormField>
      )}
      <TextField
        id={id('saldo')}
        label={`Saldo (${unitOf(program)})`}
        error={errors.balance?.message}
        inputMode="numeric"
        placeholder="Ex.: 45.000"
        {...form.register('balance')}
      />
      <TextField
        id={id('milheiro')}
        label={`Meu milheiro (R$ por 1.000 ${unitOf(program)})`}
        error={errors.milheiro?.message}
        inputMode="decimal"
        placeholder={fallback ? `Referência: ${formatBRL(fallback.value)}` : 'Ex.: 17,50'}
        {...form.register('milheiro')}
      />
      <TextField
        id={id('categoria')}
        label="Clube ou categoria (opcional)"
        error={errors.tier?.message}
        placeholder="Ex.: Clube Smiles, Diamante"
        {...form.register('tier')}
      />
      <p className="text-sm text-muted-foreground sm:col-span-2 lg:col-span-4">
        Deixe o milheiro em branco para usar o valor de referência do programa.
      </p>
      <FormActions submitting={isSubmitting} onCancel={onCancel} className="sm:col-span-2 lg:col-span-4" />
    </form>
  );
}
