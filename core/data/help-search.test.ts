import { describe, expect, it } from 'vitest';
import { searchHelpTopics } from './help-search';
import { HELP_SECTIONS, type HelpSection } from './help-topics';

const topicIds = (query: string) => searchHelpTopics(HELP_SECTIONS, query).flatMap((s) => s.topicos.map((t) => t.id));

const sample: HelpSection[] = [
  {
    id: 'a',
    titulo: 'Conta',
    topicos: [
      { id: 'q', pergunta: 'Como troco a senha?', resposta: 'Na tela de perfil.' },
      { id: 'r', pergunta: 'Posso usar no celular?', resposta: 'Sim, instale o aplicativo.' },
    ],
  },
  { id: 'b', titulo: 'Milhas', topicos: [{ id: 's', pergunta: 'Valor do milheiro', resposta: 'Aproximadamente.' }] },
];

describe('searchHelpTopics', () => {
  it('returns every section untouched for an empty or blank query', () => {
    expect(searchHelpTopics(HELP_SECTIONS, '')).toBe(HELP_SECTIONS);
    expect(searchHelpTopics(HELP_SECTIONS, '   ')).toBe(HELP_SECTIONS);
  });

  it('finds a topic for what people type: cancelar, notificação, push, livelo, bagagem, criança (any accents)', () => {
    expect(topicIds('cancelar')).toContain('cancelar');
    expect(topicIds('notificacao')).toContain('alerta-preco');
    expect(topicIds('Notificação')).toContain('alerta-preco');
    expect(topicIds('push')).toContain('alerta-preco');
    expect(topicIds('livelo')).toContain('programas');
    expect(topicIds('bagagem')).toContain('bagagem');
    expect(topicIds('crianca')).toContain('criancas');
    expect(topicIds('criança')).toContain('criancas');
  });

  it('finds the calendar, the price verdict, Minhas milhas and Telegram by the words on their screens', () => {
    expect(topicIds('calendario')).toContain('calendario');
    expect(topicIds('melhor dia')).toContain('calendario');
    expect(topicIds('Preço baixo')).toContain('veredito-preco');
    expect(topicIds('histórico insuficiente')).toContain('veredito-preco');
    expect(topicIds('Minhas milhas')).toContain('minhas-milhas');
    expect(topicIds('bônus')).toContain('minhas-milhas');
    expect(topicIds('telegram')).toContain('telegram');
    expect(topicIds('/parar')).toContain('telegram');
  });

  it('finds the password topic whatever the case or accents', () => {
    for (const query of ['senha', 'SENHA', 'sénha', 'Sênha', ' Esqueci  minha SENHA ']) {
      expect(topicIds(query), query).toContain('esqueci-senha');
    }
  });

  it('matches the question or the answer, keeping only matching topics and non-empty sections', () => {
    expect(searchHelpTopics(sample, 'senha')).toEqual([{ ...sample[0], topicos: [sample[0]?.topicos[0]] }]);
    expect(searchHelpTopics(sample, 'aplicativo').flatMap((s) => s.topicos.map((t) => t.id))).toEqual(['r']);
    expect(searchHelpTopics(sample, 'APROXIMADAMENTE').map((s) => s.id)).toEqual(['b']);
  });

  it('does not match on the section title alone', () => {
    expect(searchHelpTopics(sample, 'conta')).toEqual([]);
  });

  it('requires every word of the query to match', () => {
    expect(topicIds('milheiro smiles')).toContain('valor-milheiro');
    expect(topicIds('milheiro xyzzy')).toEqual([]);
    expect(searchHelpTopics(sample, 'senha celular')).toEqual([]);
  });

  it('finds nothing for nonsense', () => {
    expect(searchHelpTopics(HELP_SECTIONS, 'qwertyuiop')).toEqual([]);
  });

  it('does not change the sections it was given', () => {
    const before = JSON.stringify(HELP_SECTIONS);
    searchHelpTopics(HELP_SECTIONS, 'senha');
    expect(JSON.stringify(HELP_SECTIONS)).toBe(before);
  });
});

describe('HELP_SECTIONS', () => {
  const topics = HELP_SECTIONS.flatMap((s) => s.topicos);

  it('has unique section and topic ids and no empty section', () => {
    const sectionIds = HELP_SECTIONS.map((s) => s.id);
    expect(new Set(sectionIds).size).toBe(sectionIds.length);
    expect(new Set(topics.map((t) => t.id)).size).toBe(topics.length);
    for (const section of HELP_SECTIONS) expect(section.topicos.length).toBeGreaterThan(1);
  });

  it('links the password topic to the recovery page', () => {
    const topic = topics.find((t) => t.id === 'esqueci-senha');
    expect(topic?.link).toEqual({ href: '/esqueci-senha', label: expect.any(String) });
  });

  it('keeps links as in-app paths and answers as plain text', () => {
    for (const topic of topics) {
      if (topic.link) expect(topic.link.href).toMatch(/^\/[a-z-]*$/);
      expect(topic.resposta).not.toMatch(/<[a-z/]/i);
    }
  });

  it('states the programme values per 1000 miles and the 24-hour support reply', () => {
    const text = topics.map((t) => t.resposta).join(' ');
    for (const value of ['LATAM Pass R$ 24,50', 'Smiles e Azul Fidelidade R$ 15,00', 'Virgin Atlantic R$ 18,00']) {
      expect(text).toContain(value);
    }
    expect(text).toContain('aproximadamente');
    expect(text).toContain('resposta em até 24 horas');
    expect(text).toContain('suporte@bussoladaspassagens.com.br');
  });
});
