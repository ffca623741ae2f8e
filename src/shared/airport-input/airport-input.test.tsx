import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { AirportInput } from './airport-input';
import { resetAirportIndex } from './airports-client';

/** The server's reply (SPEC §7), as the dataset names them: SJK is not among the built-in airports. */
const COMPLETE = {
  success: true,
  data: {
    CGH: { iata: 'CGH', name: 'Congonhas Airport', city: 'São Paulo' },
    GRU: { iata: 'GRU', name: 'São Paulo–Guarulhos International Airport', city: 'São Paulo' },
    MIA: { iata: 'MIA', name: 'Miami International Airport', city: 'Miami' },
    SJK: { iata: 'SJK', name: 'Professor Urbano Ernesto Stumpf Airport', city: 'São José dos Campos' },
  },
};

let fetchMock: Mock<typeof fetch>;

function stubFetch(answer: () => Promise<Response>) {
  fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  resetAirportIndex();
  stubFetch(
    async () =>
      new Response(JSON.stringify(COMPLETE), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Harness({ initial = '', onChange }: { initial?: string; onChange: (iata: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AirportInput
        id="origem"
        label="Origem"
        value={value}
        placeholder="Cidade ou aeroporto"
        onChange={(iata) => {
          onChange(iata);
          setValue(iata);
        }}
      />
      <button type="button" onClick={() => setValue('MIA')}>
        Trocar
      </button>
    </>
  );
}

function renderInput(initial = '') {
  const user = userEvent.setup({ delay: null });
  const onChange = vi.fn<(iata: string) => void>();
  render(<Harness initial={initial} onChange={onChange} />);
  return { user, onChange, input: screen.getByRole('combobox', { name: 'Origem' }) };
}

const optionNames = () =>
  within(screen.getByRole('listbox', { name: 'Origem' }))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('AirportInput', () => {
  it('fetches the full list once through the API client and lists São Paulo airports for "sao"', async () => {
    const { user, input } = renderInput();
    await user.type(input, 'sao');
    expect(await screen.findByRole('option', { name: /\(SJK\)/ })).toBeInTheDocument();
    expect(optionNames()).toEqual(
      expect.arrayContaining([
        'São Paulo (GRU) - Aeroporto Internacional de Guarulhos',
        'São Paulo (CGH) - Aeroporto de Congonhas',
      ]),
    );
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/airports/complete');
  });

  it('leaves the full list alone until the field is used, and names an airport the built-in list lacks', async () => {
    const { user, input } = renderInput();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(input);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    cleanup();
    resetAirportIndex();
    renderInput('SJK');
    expect(await screen.findByDisplayValue(/\(SJK\)/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('ignores accents and case: "sã" finds them too', async () => {
    const { user, input } = renderInput();
    await user.type(input, 'SÃ');
    expect(await screen.findByRole('option', { name: /\(GRU\)/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /\(CGH\)/ })).toBeInTheDocument();
  });

  it('shows nothing for a single character', async () => {
    const { user, input } = renderInput();
    await user.type(input, 's');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByText('Nenhum aeroporto encontrado')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the keyboard: ArrowDown to GRU, Enter fills "city (IATA) - name" and passes the code', async () => {
    const { user, input, onChange } = renderInput();
    await user.type(input, 'sao');
    await screen.findByRole('option', { name: /\(SJK\)/ });
    for (
      let i = 0;
      i < 10 &&
      !document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent?.includes('(GRU)');
      i++
    ) {
      await user.keyboard('{ArrowDown}');
    }
    const active = document.getElementById(input.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('GRU');
    expect(input).toHaveValue('São Paulo (GRU) - Aeroporto Internacional de Guarulhos');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes on Escape and chooses with the mouse', async () => {
    const { user, input, onChange } = renderInput();
    await user.type(input, 'miam');
    await screen.findByRole('option', { name: /\(MIA\)/ });
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'i');
    await user.click(await screen.findByRole('option', { name: /\(MIA\)/ }));
    expect(onChange).toHaveBeenLastCalledWith('MIA');
    expect(input).toHaveValue('Miami (MIA) - Aeroporto Internacional de Miami');
    expect(input).toHaveFocus();
  });

  it('says "Nenhum aeroporto encontrado" when nothing matches', async () => {
    const { user, input } = renderInput();
    await user.type(input, 'xyzq');
    expect(await screen.findByRole('status')).toHaveTextContent('Nenhum aeroporto encontrado');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('resolves a bare code typed and left: "mia" then blur is MIA', async () => {
    const { user, input, onChange } = renderInput();
    await user.click(input);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await user.type(input, 'mia');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('MIA');
    expect(input).toHaveValue('Miami (MIA) - Aeroporto Internacional de Miami');
  });

  it('shows the label of a value set from outside, and editing the text clears the value', async () => {
    const { user, input, onChange } = renderInput('GRU');
    // GRU is built in: named at once, without fetching the full list.
    expect(await screen.findByDisplayValue('São Paulo (GRU) - Aeroporto Internacional de Guarulhos')).toBe(input);
    expect(fetchMock).not.toHaveBeenCalled();
    // Focusing loads the full list, whose name then labels the value.
    await user.click(input);
    expect(await screen.findByDisplayValue('São Paulo (GRU) - Aeroporto Internacional de Guarulhos')).toBe(input);
    await user.type(input, 'x');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('São Paulo (GRU) - Aeroporto Internacional de Guarulhosx');
    await user.click(screen.getByRole('button', { name: 'Trocar' }));
    expect(input).toHaveValue('Miami (MIA) - Aeroporto Internacional de Miami');
  });

  it('falls back to the built-in airports when the list cannot be loaded, and only logs it', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, input } = renderInput();
    await user.click(input);
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    await user.type(input, 'sao');
    expect(
      await screen.findByRole('option', { name: 'São Paulo (GRU) - Aeroporto Internacional de Guarulhos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /\(CGH\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /\(SJK\)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('wires the label and the error for screen readers, and can be disabled', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <AirportInput id="destino" label="Destino" value="" onChange={() => {}} error="Destino é obrigatório" disabled />,
    );
    const input = screen.getByRole('combobox', { name: 'Destino' });
    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Destino é obrigatório');
    await user.type(input, 'sao');
    expect(input).toHaveValue('');
  });
});
