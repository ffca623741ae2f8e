import { describe, expect, it } from 'vitest';
import { normalizeForSearch } from '../text/normalize';
import { searchHelpTopics } from './help-search';
import { HELP_SECTIONS } from './help-topics';

const topicIds = (query: string) => searchHelpTopics(HELP_SECTIONS, query).flatMap((s) => s.topicos.map((t) => t.id));

describe('normalizeForSearch', () => {
  it('drops accents and case and folds spaces', () => {
    expect(normalizeForSearch('  Ávião   SÉNHA ')).toBe('aviao senha');
    expect(normalizeForSearch('São Paulo')).toBe('sao paulo');
  });
});

describe('searchHelpTopics', () => {
  it('finds the password topic whatever the case or accents', () => {
    for (const query of ['senha', 'SENHA', 'sénha', ' Esqueci  minha SENHA ']) {
      expect(topicIds(query), query).toContain('esqueci-senha');
    }
  });

  it('requires every word to match', () => {
    expect(topicIds('milheiro smiles')).toContain('valor-milheiro');
    expect(topicIds('milheiro xyzzy')).toEqual([]);
  });

  it('returns every section for an empty query and none for nonsense', () => {
    expect(searchHelpTopics(HELP_SECTIONS, '   ')).toBe(HELP_SECTIONS);
    expect(searchHelpTopics(HELP_SECTIONS, 'qwertyuiop')).toEqual([]);
  });

  it('links the password topic to the recovery page', () => {
    const topic = HELP_SECTIONS.flatMap((s) => s.topicos).find((t) => t.id === 'esqueci-senha');
    expect(topic?.link?.href).toBe('/esqueci-senha');
  });
});
