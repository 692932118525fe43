import { afterEach, describe, expect, it } from 'vitest';
import { firstTabbable, returnTarget } from './return-focus';

/** A table of two rows, each with two buttons, and a heading outside it. */
function page() {
  document.body.innerHTML = `
    <h2 tabindex="-1">Parcela</h2>
    <table><tbody>
      <tr id="r1"><td><button id="a1">Corrigir</button><button id="b1">Desfazer</button></td></tr>
      <tr id="r2"><td><button id="a2" disabled>Corrigir</button><button id="b2">Desfazer</button></td></tr>
    </tbody></table>`;
  const el = (id: string) => document.getElementById(id) as HTMLElement;
  const chainOf = (id: string) => {
    const chain: HTMLElement[] = [];
    for (let n: HTMLElement | null = el(id); n && n !== document.body; n = n.parentElement) chain.push(n);
    return chain;
  };
  return { el, chainOf, heading: document.querySelector('h2') as HTMLElement };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('returnTarget', () => {
  it('is the control that opened the dialog while it is on the page and enabled', () => {
    const { el, chainOf, heading } = page();
    expect(returnTarget(chainOf('b1'), heading)).toBe(el('b1'));
  });

  it("is its row's first enabled control when it is gone or disabled", () => {
    const { el, chainOf, heading } = page();
    const chain = chainOf('b1');
    el('b1').remove();
    expect(returnTarget(chain, heading)).toBe(el('a1'));
    const disabled = chainOf('a2');
    expect(returnTarget(disabled, heading)).toBe(el('b2'));
  });

  it("is the table's first control when its row is gone, else the fallback", () => {
    const { el, chainOf, heading } = page();
    const chain = chainOf('b1');
    el('r1').remove();
    expect(returnTarget(chain, heading)).toBe(el('b2'));
    document.querySelector('table')?.remove();
    expect(returnTarget(chain, heading)).toBe(heading);
    expect(returnTarget([], null)).toBeNull();
  });

  it('firstTabbable skips disabled controls and elements out of the tab order', () => {
    const { el } = page();
    expect(firstTabbable(el('r2'))).toBe(el('b2'));
    expect(firstTabbable(document.body)).toBe(el('a1'));
  });
});
