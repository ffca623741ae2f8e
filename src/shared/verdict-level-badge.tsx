import { ArrowDown, ArrowUp, Equal, HelpCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { LEVEL_LABEL } from '@core/insight/describe';
import type { PriceLevel } from '@core/schemas/insight';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<PriceLevel, 'success' | 'secondary' | 'warning' | 'outline'> = {
  low: 'success',
  typical: 'secondary',
  high: 'warning',
  unknown: 'outline',
};

// An icon beside the words: the level reads without colour, and without the words for a glance.
const ICON = { low: ArrowDown, typical: Equal, high: ArrowUp, unknown: HelpCircle } as const;

/** "Bom preço?" at a glance: 'Preço baixo', 'Normal', 'Preço alto' or 'histórico insuficiente', cash or miles. */
export function VerdictLevelBadge({ level, ...props }: { level: PriceLevel } & ComponentProps<typeof Badge>) {
  const Icon = ICON[level];
  return (
    <Badge variant={VARIANT[level]} {...props}>
      <Icon aria-hidden="true" />
      {LEVEL_LABEL[level]}
    </Badge>
  );
}
