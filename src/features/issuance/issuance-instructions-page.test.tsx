import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { COPY_CONFIRMATION_MS, IssuanceInstructionsPage } from './issuance-instructions-page';

function renderPage(url: string, options: { clipboard?: { writeText: (text: string) => Promise<void> } | null } = {}) {
  const user = userEvent.setup({ delay: null });
  // After setup: user-event installs its own clipboard stub, which this replaces (null = no Clipboard API).
  if (options.clipboard !== undefined) {
    Object.defineProperty(window.navigator, 'clipboard', {
      value: options.clipboard ?? undefined,
      configurable: true,
      writable: true,
    });
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <IssuanceInstructionsPage />
      <Toaster />
    </MemoryRouter>,
  );
  return { user };
}

const FULL = '/emissao-tabela-fixa?origem=GRU&destino=MIA&data=2026-12-20&classe=ECONOMY&adultos=2&criancas=1&bebes=1';
const EXPECTED_TEXT = [
  'Olá! Gostaria de solicitar uma emissão pela tabela fixa.',
  '',
  'Trecho: São Paulo (GRU) → Miami (MIA)',
  'Data: 20/12/2026',
  'Classe: Econômica',
  'Passageiros: 2 adultos, 1 criança, 1 bebê',
  '',
  'Aguardo as instruções para prosseguir. Obrigado!',
].join('\n');

const requestText = () => screen.getByRole('textbox', { name: 'Texto da solicitação' });

afterEach(() => {
  vi.unstubAllEnvs();
  vi.useRealTimers();
  act(() => dismissToast());
});

describe('Emissão pela Tabela Fixa (/emissao-tabela-fixa)', () => {
  it('shows the request, the text to copy, the steps and the tips', () => {
    renderPage(FULL);
    expect(screen.getByRole('heading', { level: 1, name: 'Emissão pela Tabela Fixa' })).toBeInTheDocument();
    const summary = screen.getByLabelText('Sua solicitação');
    expect(
      within(summary)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['São Paulo (GRU) → Miami (MIA)', '20/12/2026', 'Econômica', '2 adultos, 1 criança, 1 bebê']);
    expect(requestText()).toHaveValue(EXPECTED_TEXT);
    expect(requestText()).toHaveAttribute('readonly');
    expect(screen.getByRole('complementary', { name: 'Dicas' })).toHaveTextContent('nome completo de cada passageiro');
  });

  it('reads the English names, with one adult and no date by default', () => {
    renderPage('/emissao-tabela-fixa?origin=gru&destination=lis&cabin=business');
    expect(requestText()).toHaveValue(
      [
        'Olá! Gostaria de solicitar uma emissão pela tabela fixa.',
        '',
        'Trecho: São Paulo (GRU) → Lisboa (LIS)',
        'Data: não informada',
        'Classe: Executiva',
        'Passageiros: 1 adulto',
        '',
        'Aguardo as instruções para prosseguir. Obrigado!',
      ].join('\n'),
    );
  });

  it('copies the text and shows the check for 3 s', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    renderPage(FULL, { clipboard: { writeText } });
    // Fake clocks stall user-event and Testing Library's async helpers: a plain click inside act instead.
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar texto' }));
    });
    expect(writeText).toHaveBeenCalledWith(EXPECTED_TEXT);
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    expect(screen.getByTestId('icone-copiado')).toBeInTheDocument();
    expect(screen.getByText('Texto copiado para a área de transferência')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 100));
    expect(screen.getByRole('button', { name: 'Copiado!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('button', { name: 'Copiar texto' })).toBeInTheDocument();
    expect(screen.queryByTestId('icone-copiado')).not.toBeInTheDocument();
    expect(COPY_CONFIRMATION_MS).toBe(3000);
  });

  it('shows a pt-BR error toast when the browser refuses the clipboard', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    const { user } = renderPage(FULL, { clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copiar texto' }));
    expect(await screen.findByText('Não foi possível copiar')).toBeInTheDocument();
    expect(screen.getByText(/O navegador não permitiu o acesso à área de transferência/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar texto' })).toBeInTheDocument();
    expect(screen.queryByTestId('icone-copiado')).not.toBeInTheDocument();
  });

  it('shows the same toast when there is no Clipboard API (insecure page)', async () => {
    const { user } = renderPage(FULL, { clipboard: null });
    await user.click(screen.getByRole('button', { name: 'Copiar texto' }));
    expect(await screen.findByText('Não foi possível copiar')).toBeInTheDocument();
  });

  it('opens WhatsApp with the configured number and the request, and shows the issuance phone', () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', '5511999998888');
    vi.stubEnv('VITE_ISSUANCE_PHONE', '(11) 4000-1234');
    renderPage(FULL);
    const link = screen.getByRole('link', { name: 'Abrir WhatsApp' });
    expect(link).toHaveAttribute('target', '_blank');
    const href = new URL(link.getAttribute('href') ?? '');
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/5511999998888');
    expect(href.searchParams.get('text')).toBe(EXPECTED_TEXT);
    expect(screen.getByText(/Telefone para emissão:/)).toHaveTextContent('Telefone para emissão: (11) 4000-1234');
    expect(screen.getByRole('link', { name: '(11) 4000-1234' })).toHaveAttribute('href', 'tel:1140001234');
  });

  it('without configuration: wa.me without a number, and the phone line says so', () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', '');
    vi.stubEnv('VITE_ISSUANCE_PHONE', '');
    renderPage(FULL);
    expect(screen.getByRole('link', { name: 'Abrir WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(screen.getByText('Telefone para emissão: não configurado')).toBeInTheDocument();
    expect(screen.getByText(/Número de WhatsApp para emissão não configurado/)).toBeInTheDocument();
  });

  it('ignores a malformed number instead of building a broken link', () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', 'fale-conosco');
    vi.stubEnv('VITE_ISSUANCE_PHONE', '123');
    renderPage(FULL);
    expect(screen.getByRole('link', { name: 'Abrir WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    expect(screen.getByText('Telefone para emissão: não configurado')).toBeInTheDocument();
  });

  it('explains invalid passengers and missing route with a link to the award search', () => {
    renderPage('/emissao-tabela-fixa?origem=GRU&adultos=0&criancas=x&bebes=12');
    for (const message of [
      'Destino não informado.',
      'Mínimo de 1 adulto.',
      'Crianças: informe um número de 0 a 9.',
      'Máximo de 9 bebês.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ir para a Busca Tabela Fixa e Award' })).toHaveAttribute(
      'href',
      '/busca-award',
    );
    expect(screen.queryByRole('textbox', { name: 'Texto da solicitação' })).not.toBeInTheDocument();
  });
});
