import { normalizeForSearch } from '../text/normalize';
import type { HelpSection, HelpTopic } from './help-topics';

function topicMatches(topic: HelpTopic, words: readonly string[]): boolean {
  const text = normalizeForSearch(`${topic.pergunta} ${topic.resposta} ${(topic.palavras ?? []).join(' ')}`);
  return words.every((word) => text.includes(word));
}

/**
 * The sections that still have topics where every word of the query appears in the question, the answer or
 * the topic's keywords (ignoring accents and case), each with only those topics. An empty
 * query returns everything.
 */
export function searchHelpTopics(sections: readonly HelpSection[], query: string): readonly HelpSection[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({ ...section, topicos: section.topicos.filter((topic) => topicMatches(topic, words)) }))
    .filter((section) => section.topicos.length > 0);
}
