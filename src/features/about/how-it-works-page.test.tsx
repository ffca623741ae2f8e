import { comparisonReference, VERDICT_RULE } from '@core/flights/compare';
import { formatBRL } from '@core/format/money';
import { VERDICT_EXAMPLES } from '@core/flights/verdict-example';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HowItWorksPage } from './how-it-works-page';

describe('/how-it-works explains the verdict the results give', () => {
  it('names the cash fare the miles are compared with, the rule, and an example computed by compareCashAndMiles', () => {
    render(
      <MemoryRouter>
        <HowItWorksPage />
      </MemoryRouter>,
    );
    const text = screen.getByRole('heading', { name: 'O valor das milhas em reais', level: 2 }).closest('div')
      ?.parentElement?.textContent;
    expect(text).toContain(comparisonReference('same_flight'));
    expect(text).toContain(comparisonReference('cheapest_of_day'));
    expect(text).toContain(VERDICT_RULE);
    const { sameFlight, cheapestOfDay } = VERDICT_EXAMPLES;
    expect(text).toContain(`${formatBRL(sameFlight.comparison.cashPrice)}): cada milheiro rende`);
    expect(text).toContain(`rende ${formatBRL(sameFlight.comparison.realisedPer1000)}`);
    expect(text).toContain(`“${sameFlight.comparison.verdict}”`);
    expect(text).toContain(`rende ${formatBRL(cheapestOfDay.comparison.realisedPer1000)}`);
    expect(text).toContain(`“${cheapestOfDay.comparison.verdict}”`);
    expect(sameFlight.comparison.verdict).not.toBe(cheapestOfDay.comparison.verdict);
  });
});
