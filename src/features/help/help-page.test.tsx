import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HelpPage } from './help-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );

describe('Central de Ajuda', () => {
  it('finds the password topic ignoring case and accents, opened, with its link', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Buscar na ajuda' });
    for (const query of ['SENHA', 'sénha']) {
      await user.clear(search);
      await user.type(search, query);
      expect(await screen.findByRole('button', { name: 'Esqueci minha senha. Como recupero?' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByRole('link', { name: 'Recuperar minha senha' })).toHaveAttribute('href', '/esqueci-senha');
      expect(screen.queryByRole('button', { name: 'Quais planos existem?' })).not.toBeInTheDocument();
    }
  });

  it('says when nothing matches and clears back to every topic', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar na ajuda' }), 'zzzz');
    expect(await screen.findByText('Nenhum resultado encontrado para "zzzz"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca' }));
    expect(await screen.findByRole('button', { name: 'Quais planos existem?' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar na ajuda' })).toHaveValue('');
  });

  it('opens a topic on click when not searching', async () => {
    const user = userEvent.setup();
    renderPage();
    const trigger = screen.getByRole('button', { name: 'Quais planos existem?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/O anual inclui cursos bônus/)).toBeVisible();
  });
});
