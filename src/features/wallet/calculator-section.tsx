import { Calculator } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { formatBRL } from '@core/format/money';
import { buyAndTransfer } from '@core/miles/transfer-math';
import { formatRatio, milesPerPoint, transferPartner } from '@core/miles/transfer-partners';
import { WALLET_PROGRAM_INFO, type WalletProgram } from '@core/miles/wallet-programs';
import { bonusCampaignSchema, MAX_MILHEIRO, milheiroSchema, walletProgramSchema } from '@core/schemas/wallet';
import { z } from '@core/schemas/zod-locale';
import { FormField, fieldA11y } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { numberText } from '@/shared/number-text';
import { moneyText } from '@/shared/wallet-programs/wallet-form-schema';
import { AIRLINE_PROGRAMS, POINTS_PROGRAMS } from '@/shared/wallet-labels';
import { ProgramOptions } from '@/shared/program-options';

const priceSchema = z
  .number('Informe o preço por 1.000 pontos')
  .positive('O preço deve ser maior que zero.')
  .max(MAX_MILHEIRO, `Preço alto demais (máximo R$ ${MAX_MILHEIRO} por 1.000).`);

const fields = {
  price: numberText(priceSchema, 'Valor inválido: escreva, por exemplo, 35,00'),
  bonus: numberText(bonusCampaignSchema.unwrap().shape.bonusPercent, 'Valor inválido: escreva, por exemplo, 100'),
  sale: numberText(milheiroSchema.nullable(), 'Valor inválido: escreva, por exemplo, 16,50', true),
};
type Field = keyof typeof fields;

/** Each field on its own, so one bad value leaves the others' messages (and the result) honest. */
function read(values: Record<Field, string>) {
  const price = fields.price.safeParse(values.price);
  const bonus = fields.bonus.safeParse(values.bonus);
  const sale = fields.sale.safeParse(values.sale);
  const errors: Partial<Record<Field, string>> = {
    price: price.error?.issues[0]?.message,
    bonus: bonus.error?.issues[0]?.message,
    sale: sale.error?.issues[0]?.message,
  };
  const ok = price.success && bonus.success && sale.success;
  return { errors, parsed: ok ? { price: price.data, bonus: bonus.data, sale: sale.data } : null };
}

/** "Calculadora": buy points, transfer with a bonus, and compare the resulting milheiro with a sale price. */
export function CalculatorSection() {
  const id = useId();
  const [from, setFrom] = useState<WalletProgram>('LIVELO');
  const [to, setTo] = useState<WalletProgram>('SMILES');
  const [values, setValues] = useState<Record<Field, string>>({
    price: '35,00',
    bonus: '100',
    sale: moneyText(WALLET_PROGRAM_INFO.SMILES.salePer1000?.value ?? null),
  });
  const partner = transferPartner(from, to);
  const { errors, parsed } = read(values);
  const result =
    parsed && partner
      ? buyAndTransfer(parsed.price, milesPerPoint(partner.ratio.value), parsed.bonus, parsed.sale)
      : null;
  const field = (name: string) => `${id}-${name}`;
  const input = (name: Field) => ({
    ...fieldA11y(field(name), errors[name]),
    inputMode: 'decimal' as const,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <section aria-labelledby="calculadora-titulo" className="space-y-4">
      <h2 id="calculadora-titulo" className="flex items-center gap-2 text-xl font-semibold">
        <Calculator className="size-5 text-primary" aria-hidden="true" /> Calculadora
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField id={field('de')} label="Comprar pontos de">
          <NativeSelect
            id={field('de')}
            value={from}
            onChange={(e) => setFrom(walletProgramSchema.parse(e.target.value))}
          >
            <ProgramOptions codes={POINTS_PROGRAMS} />
          </NativeSelect>
        </FormField>
        <FormField id={field('para')} label="Transferir para">
          <NativeSelect
            id={field('para')}
            value={to}
            onChange={(e) => setTo(walletProgramSchema.parse(e.target.value))}
          >
            <ProgramOptions codes={AIRLINE_PROGRAMS} />
          </NativeSelect>
        </FormField>
        <FormField id={field('price')} label="Preço (R$ por 1.000 pontos)" error={errors.price}>
          <Input {...input('price')} />
        </FormField>
        <FormField id={field('bonus')} label="Bônus de transferência (%)" error={errors.bonus}>
          <Input {...input('bonus')} />
        </FormField>
        <FormField id={field('sale')} label="Vendo por (R$ por 1.000 milhas)" error={errors.sale}>
          <Input {...input('sale')} placeholder="opcional" />
        </FormField>
      </div>
      <div aria-live="polite" className="space-y-1 rounded-lg bg-muted/50 p-4">
        {!partner ? (
          <p>
            Não há transferência conhecida de {WALLET_PROGRAM_INFO[from].name} para {WALLET_PROGRAM_INFO[to].name}.
          </p>
        ) : !result ? (
          <p className="text-muted-foreground">Corrija os valores acima para ver o resultado.</p>
        ) : (
          <>
            <p className="text-lg">
              Milheiro efetivo: <strong>{formatBRL(result.effectiveMilheiro)}</strong> por 1.000 milhas
            </p>
            <p className="text-sm text-muted-foreground">
              Proporção {formatRatio(partner.ratio.value)}
              {partner.ratio.unsure && ' (a confirmar)'}.
            </p>
            {result.marginPer1000 !== null && result.salePer1000 !== null && (
              <p>
                {result.worthIt
                  ? `Vale a pena: vendendo por ${formatBRL(result.salePer1000)}, sobram ${formatBRL(result.marginPer1000)} por 1.000 milhas.`
                  : `Não compensa: vendendo por ${formatBRL(result.salePer1000)}, você perde ${formatBRL(-result.marginPer1000)} por 1.000 milhas.`}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
