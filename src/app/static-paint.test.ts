// What a visitor does on a static first paint before the app starts is handed to the app's identical markup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdStaticPaint, STATIC_PAINT_ATTRIBUTE } from './static-paint';

const FORM = `<main><form><input id="email" type="email" value=""><input id="senha" type="password" value="">
<button type="button" id="mostrar">Mostrar</button><button type="submit">Entrar</button></form>
<a href="/assinar" id="assinar">Assinar</a></main>`;

function page(search = '', start = 'gesture') {
  document.body.innerHTML = `<div id="root" ${STATIC_PAINT_ATTRIBUTE}="${start}">${FORM}</div>`;
  const root = document.getElementById('root') as HTMLElement;
  const location = { search, hash: '' } as Location;
  return { root, takeover: holdStaticPaint(root, location) };
}

/** What the app's first commit does: the static markup replaced by the same markup, fresh elements. */
function renderApp(root: HTMLElement, onInput = vi.fn(), onSubmit = vi.fn(), onPress = vi.fn()) {
  root.innerHTML = FORM;
  for (const field of root.querySelectorAll('input'))
    field.addEventListener('input', () => onInput(field.id, field.value));
  root.querySelector('form')?.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit();
  });
  root.querySelector('#mostrar')?.addEventListener('click', onPress);
  return { onInput, onSubmit, onPress };
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdStaticPaint', () => {
  it('is null on a page the app renders from the start', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(holdStaticPaint(document.getElementById('root'))).toBeNull();
  });

  it('starts the app at the first gesture, not before', async () => {
    const { takeover } = page();
    let started = false;
    void takeover?.started.then(() => {
      started = true;
    });
    await Promise.resolve();
    expect(started).toBe(false);
    window.dispatchEvent(new Event('pointerdown'));
    await takeover?.started;
    expect(started).toBe(true);
  });

  it('starts once painted when the screen has something to fetch', async () => {
    const { takeover } = page('', 'load');
    await expect(takeover?.started).resolves.toBeUndefined();
  });

  it('starts at once when the address carries something for the app', async () => {
    const { takeover } = page('?email_confirmado=1');
    await expect(takeover?.started).resolves.toBeUndefined();
  });

  it('hands what was typed, the focus and its caret to the same fields of the app', () => {
    const { root, takeover } = page();
    const email = root.querySelector<HTMLInputElement>('#email') as HTMLInputElement;
    type(email, 'ana@exemplo.com');
    const senha = root.querySelector<HTMLInputElement>('#senha') as HTMLInputElement;
    senha.focus();
    type(senha, 'segredo');
    const app = renderApp(root);
    takeover?.restore();
    expect(root.querySelector<HTMLInputElement>('#email')?.value).toBe('ana@exemplo.com');
    expect(root.querySelector<HTMLInputElement>('#senha')?.value).toBe('segredo');
    // Through input events: a controlled field's state learns the value.
    expect(app.onInput).toHaveBeenCalledWith('email', 'ana@exemplo.com');
    expect(document.activeElement?.id).toBe('senha');
    expect(root.hasAttribute(STATIC_PAINT_ATTRIBUTE)).toBe(false);
  });

  it('never lets the browser send the form, and sends it through the app once it is there', () => {
    const { root, takeover } = page();
    const form = root.querySelector('form') as HTMLFormElement;
    const sent = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(sent);
    expect(sent.defaultPrevented).toBe(true);
    const app = renderApp(root);
    takeover?.restore();
    expect(app.onSubmit).toHaveBeenCalledOnce();
  });

  it('replays a button pressed before the app, and leaves links to the browser', () => {
    const { root, takeover } = page();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#mostrar')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('#assinar')?.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    const app = renderApp(root);
    takeover?.restore();
    expect(app.onPress).toHaveBeenCalledOnce();
  });

  it('holds the app back while a followed link takes the page away, and lets it start if the visitor comes back', async () => {
    const { root, takeover } = page();
    const started = vi.fn();
    await takeover?.whenStaying();
    root.querySelector('#assinar')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    void takeover?.whenStaying().then(started);
    await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pageshow'));
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('starts nothing while a link is pressed: the press ends first, with its click', async () => {
    const { root, takeover } = page();
    const started = vi.fn();
    void takeover?.started.then(started);
    const link = root.querySelector('#assinar') as HTMLElement;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).not.toHaveBeenCalled();
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(started).toHaveBeenCalledOnce());
  });

  it('stays for a button, a link opened in another tab and a jump within the page', async () => {
    const { root, takeover } = page();
    root.insertAdjacentHTML(
      'beforeend',
      '<a href="/assinar" target="_blank" id="aba">Assinar</a><a href="#planos" id="ancora">Planos</a>',
    );
    root.querySelector('#mostrar')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root.querySelector('#aba')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root.querySelector('#ancora')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    root
      .querySelector('#assinar')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    const started = vi.fn();
    await takeover?.whenStaying().then(started);
    expect(started).toHaveBeenCalledOnce();
  });
});
