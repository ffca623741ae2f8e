import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS } from '@core/data/help-topics';
import { HelpPage } from './help-page';

const PASSWORD_QUESTION = 'Esqueci minha senha. Como recupero?';
const ALL_TOPICS = HELP_SECTIONS.flatMap((s) => s.topicos);

const renderPage = () => {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
  const search = screen.getByRole('searchbox', { name: 'Buscar na ajuda' });
  return { user, search };
};

/** Accordion triggers: the buttons that carry aria-expanded. */
const topicTriggers = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('Central de Ajuda', () => {
  it('shows the heading, every section and every topic, folded', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeInTheDocument();
    for (const section of HELP_SECTIONS) {
      expect(screen.getByRole('heading', { level: 2, name: section.titulo })).toBeInTheDocument();
    }
    expect(topicTriggers()).toHaveLength(ALL_TOPICS.length);
    for (const trigger of topicTriggers()) expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds the password topic ignoring case and accents, expanded, with its link to /esqueci-senha', async () => {
    const { user, search } = renderPage();
    for (const query of ['SENHA', 'senha', 'sénha']) {
      await user.clear(search);
      // One input event per query (as a paste): re-rendering every topic per keystroke took over 5 s on a loaded machine.
      await user.paste(query);
      const trigger = await screen.findByRole('button', { name: PASSWORD_QUESTION });
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const link = screen.getByRole('link', { name: 'Recuperar minha senha' });
      expect(link).toHaveAttribute('href', '/esqueci-senha');
      expect(screen.queryByRole('button', { name: 'Quais planos existem?' })).not.toBeInTheDocument();
      for (const t of topicTriggers()) expect(t).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent(/tópicos? encontrados? para "/);
    }
  });

  it('answers how to get alerts on Telegram, linking to Meus alertas', async () => {
    const { user, search } = renderPage();
    await user.click(search);
    await user.paste('telegram');
    const trigger = await screen.findByRole('button', { name: 'Como recebo meus alertas no Telegram?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/toque em "Receber no Telegram"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir Meus alertas' })).toHaveAttribute('href', '/alertas');
    expect(search).toHaveValue('telegram');
  });

  it('requires every word to match', async () => {
    const { user, search } = renderPage();
    await user.click(search);
    await user.paste('milheiro smiles');
    expect(
      await screen.findByRole('button', { name: 'Como vocês calculam o valor das milhas em reais?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PASSWORD_QUESTION })).not.toBeInTheDocument();
  });

  it('says when nothing matches and the button clears back to every topic', async () => {
    const { user, search } = renderPage();
    await user.click(search);
    await user.paste('xyzzy qwerty');
    const status = await screen.findByRole('status');
    expect(within(status).getByText('Nenhum resultado encontrado para "xyzzy qwerty"')).toBeInTheDocument();
    expect(screen.queryAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.queryByText(/Nenhum resultado encontrado/)).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Quais planos existem?' })).toBeInTheDocument();
    expect(topicTriggers()).toHaveLength(ALL_TOPICS.length);
  });

  it('clears with Escape and with the clear button in the field', async () => {
    const { user, search } = renderPage();
    await user.click(search);
    await user.paste('senha');
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    await user.paste('offline');
    await user.click(screen.getByRole('button', { name: 'Limpar campo de busca' }));
    expect(search).toHaveValue('');
    expect(topicTriggers()).toHaveLength(ALL_TOPICS.length);
  });

  it('opens a topic on click when not searching', async () => {
    const { user } = renderPage();
    const trigger = screen.getByRole('button', { name: 'Quais planos existem?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/O anual inclui cursos bônus/)).toBeVisible();
  });

  it('offers priority support by e-mail with a reply within 24 hours', () => {
    renderPage();
    expect(screen.getByText(/suporte prioritário, com resposta em até 24 horas/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /suporte@bussoladaspassagens\.com\.br/ })).toHaveAttribute(
      'href',
      'mailto:suporte@bussoladaspassagens.com.br',
    );
  });
});
