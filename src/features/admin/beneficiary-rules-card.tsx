import { IdCard } from 'lucide-react';
import { useState } from 'react';
import { ruleSourceText, ruleSummary } from '@core/miles/beneficiary-text';
import { BENEFICIARY_PROGRAMS, type BeneficiaryProgram } from '@core/miles/beneficiary-rules';
import { programName } from '@core/miles/program-ids';
import { type BeneficiaryRuleBody, toBeneficiaryRule } from '@core/schemas/beneficiary';
import { campaignDay } from '@core/schemas/wallet';
import { toast } from '@/components/ui/use-toast';
import { toUserMessage } from '@/lib/user-message';
import { useBeneficiaryRules } from './api/get-beneficiary-rules';
import { useSaveBeneficiaryRule } from './api/save-beneficiary-rule';
import { BeneficiaryRuleForm } from './beneficiary-rule-form';
import { CorrectionsCard } from './corrections-card';

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

  const items =
    rules.data &&
    BENEFICIARY_PROGRAMS.map((program) => ({
      key: program,
      name: programName(program),
      editLabel: `Corrigir regra ${programName(program)}`,
      entries: (rules.data ?? [])
        .filter((r) => r.program === program)
        .map((r) => ({ ...r, summary: ruleSummary(r), source: ruleSourceText(r) })),
    }));

  return (
    <CorrectionsCard
      icon={IdCard}
      title="Limites de beneficiários"
      form={
        current && (
          <BeneficiaryRuleForm
            key={current.program}
            rule={toBeneficiaryRule(current)}
            today={today}
            serverError={save.error ? toUserMessage(save.error, 'Erro ao salvar a regra') : null}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        )
      }
      error={rules.error}
      loadError="Erro ao carregar as regras"
      items={items}
      listLabel="Regras de beneficiários"
      today={today}
      onEdit={open}
    />
  );
}
