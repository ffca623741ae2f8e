import { IdCard, Pencil } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@core/format/dates';
import { CONFIDENCE_LABELS, ruleSourceText, ruleSummary } from '@core/miles/beneficiary-text';
import { BENEFICIARY_PROGRAMS, type BeneficiaryProgram } from '@core/miles/beneficiary-rules';
import { programName } from '@core/miles/program-ids';
import { type BeneficiaryRuleBody, type StoredBeneficiaryRule, toBeneficiaryRule } from '@core/schemas/beneficiary';
import { campaignDay } from '@core/schemas/wallet';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { useBeneficiaryRules } from './api/get-beneficiary-rules';
import { useSaveBeneficiaryRule } from './api/save-beneficiary-rule';
import { BeneficiaryRuleForm } from './beneficiary-rule-form';

function RuleLine({ rule, today }: { rule: StoredBeneficiaryRule; today: string }) {
  const when =
    rule.effectiveFrom > today
      ? `a partir de ${formatDate(rule.effectiveFrom)}`
      : `desde ${formatDate(rule.effectiveFrom)}`;
  return (
    <div className="space-y-0.5">
      <p>
        {ruleSummary(rule)}{' '}
        <Badge variant={rule.inForce ? 'default' : 'outline'}>
          {rule.inForce ? 'Em vigor' : rule.effectiveFrom > today ? 'Programada' : 'Substituída'}
        </Badge>{' '}
        <Badge variant="secondary">{rule.origin === 'admin' ? 'Correção' : 'Referência'}</Badge>
        {rule.confidence !== 'high' && (
          <>
            {' '}
            <Badge variant="outline">{CONFIDENCE_LABELS[rule.confidence]}</Badge>
          </>
        )}
      </p>
      <p className="text-muted-foreground">
        {when} · Fonte: {ruleSourceText(rule)}
      </p>
    </div>
  );
}

/**
 * 'Limites de beneficiários': each programme's rule (how many others an account may issue for), the reference one
 * and the admins' dated corrections; 'Corrigir' starts from the rule in force.
 */
export function BeneficiaryRulesCard() {
  const rules = useBeneficiaryRules();
  const save = useSaveBeneficiaryRule();
  const [editing, setEditing] = useState<BeneficiaryProgram | null>(null);
  const today = campaignDay();
  const inForce = (program: BeneficiaryProgram) => rules.data?.find((r) => r.program === program && r.inForce);
  const current = editing ? inForce(editing) : undefined;

  const onSave = async (rule: BeneficiaryRuleBody) => {
    if (!editing) return;
    try {
      await save.mutateAsync({ program: editing, rule });
      toast({ title: 'Regra salva', description: `${programName(editing)}: ${ruleSummary(rule)}` });
      setEditing(null);
    } catch {
      // The form shows the server's reason (save.error).
    }
  };
  const open = (program: BeneficiaryProgram) => {
    save.reset();
    setEditing(program);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <IdCard className="size-5 text-primary" aria-hidden="true" /> Limites de beneficiários
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {current && (
          <BeneficiaryRuleForm
            key={current.program}
            rule={toBeneficiaryRule(current)}
            today={today}
            serverError={save.error ? toUserMessage(save.error, 'Erro ao salvar a regra') : null}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        )}
        {rules.isError ? (
          <p className="text-destructive">{toUserMessage(rules.error, 'Erro ao carregar as regras')}</p>
        ) : !rules.data ? (
          <p className="text-muted-foreground">Carregando…</p>
        ) : (
          <ul className="space-y-2" aria-label="Regras de beneficiários">
            {BENEFICIARY_PROGRAMS.map((program) => (
              <li key={program} className="space-y-2 rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">{programName(program)}</p>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Corrigir regra ${programName(program)}`}
                    onClick={() => open(program)}
                  >
                    <Pencil aria-hidden="true" /> Corrigir
                  </Button>
                </div>
                {rules.data
                  .filter((r) => r.program === program)
                  .map((r) => (
                    <RuleLine key={`${r.origin}-${r.effectiveFrom}`} rule={r} today={today} />
                  ))}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
