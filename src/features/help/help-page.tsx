import {
  BadgeCheck,
  CircleHelp,
  Coins,
  Heart,
  type LucideIcon,
  Mail,
  Plane,
  Rocket,
  Search,
  SearchX,
  UserRound,
  WifiOff,
  X,
} from 'lucide-react';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '@core/data/contact';
import { searchHelpTopics } from '@core/data/help-search';
import { HELP_SECTIONS, type HelpSection } from '@core/data/help-topics';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const SECTION_ICONS: Readonly<Record<string, LucideIcon>> = {
  'primeiros-passos': Rocket,
  busca: Plane,
  milhas: Coins,
  assinatura: BadgeCheck,
  conta: UserRound,
  'favoritos-alertas': Heart,
  offline: WifiOff,
};

const itemValue = (section: HelpSection, topicId: string) => `${section.id}/${topicId}`;

function HelpSectionCard({ section, query }: { section: HelpSection; query: string }) {
  const headingId = `ajuda-${section.id}`;
  const Icon = SECTION_ICONS[section.id] ?? CircleHelp;
  const searching = query !== '';
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card px-5 text-card-foreground shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 pt-4 text-lg font-semibold">
        <Icon className="size-5 text-primary" aria-hidden="true" />
        {section.titulo}
      </h2>
      {/* A new query re-mounts the accordion with every match open; the reader can still fold them. */}
      <Accordion
        key={query}
        type="multiple"
        defaultValue={searching ? section.topicos.map((t) => itemValue(section, t.id)) : []}
      >
        {section.topicos.map((topic) => (
          <AccordionItem key={topic.id} value={itemValue(section, topic.id)}>
            <AccordionTrigger>{topic.pergunta}</AccordionTrigger>
            <AccordionContent className="space-y-3 leading-relaxed text-muted-foreground">
              <p>{topic.resposta}</p>
              {topic.link && (
                <Link
                  to={topic.link.href}
                  className="inline-flex font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {topic.link.label}
                </Link>
              )}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

export function HelpPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const trimmed = deferredQuery.trim();
  const sections = searchHelpTopics(HELP_SECTIONS, trimmed);
  const matches = sections.reduce((n, s) => n + s.topicos.length, 0);
  const noMatch = sections.length === 0;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Central de Ajuda</h1>
        <p className="text-muted-foreground">
          Respostas rápidas sobre buscas, milhas, assinatura e sua conta. Digite uma palavra-chave para filtrar os
          tópicos.
        </p>
      </header>

      <search className="block space-y-2">
        <Label htmlFor={inputId} className="sr-only">
          Buscar na ajuda
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            ref={inputRef}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape' && query !== '') {
                e.preventDefault();
                setQuery('');
              }
            }}
            placeholder="Buscar por palavra-chave (ex.: senha, milhas, offline)"
            autoComplete="off"
            className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          />
          {query !== '' && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              onClick={clear}
              aria-label="Limpar campo de busca"
              className="absolute top-1/2 right-1 size-9 -translate-y-1/2 text-muted-foreground"
            >
              <X aria-hidden="true" />
            </Button>
          )}
        </div>
      </search>

      {/* Always mounted, so screen readers hear the count or the no-result message as the query changes. */}
      <div role="status" className={noMatch ? undefined : trimmed !== '' ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {noMatch ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card p-8 text-center">
            <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">Nenhum resultado encontrado para "{trimmed}"</p>
            <p className="text-sm text-muted-foreground">Tente outra palavra ou fale com o suporte abaixo.</p>
            <Button variant="outline" onClick={clear}>
              <X aria-hidden="true" /> Limpar busca
            </Button>
          </div>
        ) : trimmed !== '' ? (
          `${matches} ${matches === 1 ? 'tópico encontrado' : 'tópicos encontrados'} para "${trimmed}"`
        ) : null}
      </div>

      {sections.map((section) => (
        <HelpSectionCard key={section.id} section={section} query={trimmed} />
      ))}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mail className="size-5 text-primary" aria-hidden="true" /> Ainda precisa de ajuda?
          </CardTitle>
          <CardDescription>
            Assinantes têm suporte prioritário, com resposta em até {SUPPORT_REPLY_HOURS} horas. Escreva usando o e-mail
            da sua assinatura.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="inline-flex max-w-full items-center gap-2 rounded-md font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {SUPPORT_EMAIL}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
