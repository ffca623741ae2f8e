import { milesVerdictDetails, milesVerdictSentence } from '@core/insight/miles-describe';
import type { MilesVerdict } from '@core/schemas/insight';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { VerdictLevelBadge } from '@/shared/verdict-level-badge';

/**
 * "Bom preço?" on an award (the award table's row, a calendar day's award): the level of its own miles against
 * what the Bússola saw priced for its route, programme, cabin and travel month; the badge opens the sentence
 * ('12.000 milhas Smiles GRU–SSA está 35% abaixo do típico (mediana de 18.500 em janeiro, 42 observações)') and
 * the typical range. The verdict came with the award's reply: no request of its own.
 */
export function MilesVerdictBadge({
  verdict,
  miles,
  origin,
  destination,
}: {
  verdict: MilesVerdict;
  /** One traveller's miles. */
  miles: number;
  origin: string;
  destination: string;
}) {
  const sentence = milesVerdictSentence({ miles, origin, destination, verdict });
  return (
    <Popover>
      <PopoverTrigger asChild>
        <button
          type="button"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`Bom preço em milhas? ${sentence}`}
          title={sentence}
          data-testid="miles-verdict"
        >
          <VerdictLevelBadge level={verdict.level} />
        </button>
      </PopoverTrigger>
      <PopoverContent aria-label="Bom preço em milhas?" className="space-y-2 text-sm">
        <p className="font-medium">{sentence}</p>
        {milesVerdictDetails(verdict).map((line) => (
          <p key={line} className="text-muted-foreground">
            {line}
          </p>
        ))}
      </PopoverContent>
    </Popover>
  );
}
