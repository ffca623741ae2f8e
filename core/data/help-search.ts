import { normalizeForSearch } from '../text/normalize';
import type { HelpSection } from './help-topics';

/**
 * Sections keeping only the topics where every word of the query appears in the question or
 * the answer, ignoring accents and case. An empty query returns everything.
 */
export function searchHelpTopics(sections: HelpSection[], query: string): HelpSection[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      topicos: section.topicos.filter((topic) => {
        const text = normalizeForSearch(`${topic.pergunta} ${topic.resposta} ${section.titulo}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((section) => section.topicos.length > 0);
}
