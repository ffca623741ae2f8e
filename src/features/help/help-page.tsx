import { Mail, Search, X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL, SUPPORT_REPLY_HOURS } from '@core/data/contact';
import { searchHelpTopics } from '@core/data/help-search';
import { HELP_SECTIONS } from '@core/data/help-topics';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';

export function HelpPage() {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const sections = searchHelpTopics(HELP_SECTIONS, deferredQuery);
  const searching = deferredQuery.trim() !== '';
  const inputId = useId();
  // A new query re-mounts the accordions with every match open; the reader can still fold them.
  const openWhileSearching = sections.flatMap((s) => s.topicos.map((t) => `${s.id}/${t.id}`));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">Central de Ajuda</h1>
        <p className="text-muted-foreground">Respostas rápidas sobre buscas, milhas, assinatura e sua conta.</p>
      </header>

      <div className="relative">
        <label htmlFor={inputId} className="sr-only">
          Buscar na ajuda
        </label>
        <Search className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Buscar por palavra-chave (ex.: senha, milhas, offline)"
          className="pl-9"
        />
      </div>

      {sections.length === 0 ? (
        <div className="space-y-3 rounded-xl border bg-card p-6 text-center" role="status">
          <p>Nenhum resultado encontrado para "{deferredQuery.trim()}"</p>
          <Button variant="outline" onClick={() => setQuery('')}>
            <X aria-hidden="true" /> Limpar busca
          </Button>
        </div>
      ) : (
        sections.map((section) => (
          <section key={section.id} aria-labelledby={`ajuda-${section.id}`} className="rounded-xl border bg-card px-5">
            <h2 id={`ajuda-${section.id}`} className="pt-4 text-lg font-semibold">
              {section.titulo}
            </h2>
            <Accordion
              key={searching ? deferredQuery : ''}
              type="multiple"
              defaultValue={searching ? openWhileSearching : []}
            >
              {section.topicos.map((topic) => (
                <AccordionItem key={topic.id} value={`${section.id}/${topic.id}`}>
                  <AccordionTrigger>{topic.pergunta}</AccordionTrigger>
                  <AccordionContent className="space-y-2 text-muted-foreground">
                    <p>{topic.resposta}</p>
                    {topic.link && (
                      <Link to={topic.link.href} className="font-medium text-primary hover:underline">
                        {topic.link.label}
                      </Link>
                    )}
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ))
      )}

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Mail className="size-5 text-primary" aria-hidden="true" /> Ainda precisa de ajuda?
          </CardTitle>
          <CardDescription>
            Assinantes têm suporte prioritário, com resposta em até {SUPPORT_REPLY_HOURS} horas.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary hover:underline">
            {SUPPORT_EMAIL}
          </a>
        </CardContent>
      </Card>
    </div>
  );
}
