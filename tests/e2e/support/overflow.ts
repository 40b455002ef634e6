import type { Page } from 'playwright-core';

/**
 * Text that does not fit where it is shown, as a reader of a longer language meets it on a phone:
 * the page wider than the screen (a sideways scroll), a box whose text runs out of it (wider than
 * the box, or cut off at its edge), or a select whose chosen words are cut off. Text cut on purpose
 * with an ellipsis or a line clamp (a chat's last message), and text hidden for screen readers only,
 * are what the design asks for and not counted. Each problem names the element and its words.
 */
export async function findOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      problems.push(`the page is ${root.scrollWidth}px wide on a ${window.innerWidth}px screen`);
    }
    const name = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .slice(0, 3)
        .map((c) => `.${c}`)
        .join('');
      return `${element.tagName.toLowerCase()}${id}${classes}`;
    };
    const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);
    const shown = (element: Element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility === 'visible' &&
      !element.closest('.visually-hidden, .visually-hidden-focusable, [aria-hidden="true"]');
    const cutOnPurpose = (style: CSSStyleDeclaration) =>
      style.textOverflow === 'ellipsis' || (style.webkitLineClamp !== '' && style.webkitLineClamp !== 'none');

    // Every box that lays out text: the nearest ancestor of a text node that is not itself inline.
    const boxes = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      let box = node.parentElement;
      while (box && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
      if (box && box !== document.body && !['SCRIPT', 'STYLE', 'OPTION'].includes(box.tagName)) boxes.add(box);
    }
    for (const box of boxes) {
      if (!shown(box) || box.clientWidth <= 1) continue;
      const style = getComputedStyle(box);
      if (cutOnPurpose(style)) continue;
      const wider = box.scrollWidth > box.clientWidth + 1;
      const cutBelow = /hidden|clip/.test(style.overflowY) && box.scrollHeight > box.clientHeight + 1;
      if (wider || cutBelow) {
        problems.push(
          `${name(box)} '${words(box)}' needs ${box.scrollWidth}x${box.scrollHeight}px in ${box.clientWidth}x${box.clientHeight}px`,
        );
      }
    }

    // A select shows its chosen option's words in its own box, which scrollWidth does not measure.
    const ruler = document.createElement('canvas').getContext('2d');
    for (const select of document.querySelectorAll('select')) {
      const chosen = select.selectedOptions[0]?.textContent?.trim();
      if (!ruler || !chosen || !shown(select)) continue;
      const style = getComputedStyle(select);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
      const needed = ruler.measureText(chosen).width;
      if (needed > room) {
        problems.push(`${name(select)} shows '${chosen}' (${Math.ceil(needed)}px) in ${Math.floor(room)}px`);
      }
    }
    return problems;
  });
}

/**
 * The words on screen with no letter of `script` (the run's language) but English-looking words:
 * texts a run in Hindi or Tamil found still in English. Names, places and messages members typed
 * are among them (the page cannot tell), so this is a list to read, not a check that fails.
 */
export async function findUnscriptedText(page: Page, script: RegExp): Promise<string[]> {
  return page.evaluate((source) => {
    const own = new RegExp(source, 'u');
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName) || own.test(text)) continue;
      if (!/[A-Za-z]*[a-z]{2,}/.test(text) || parent.getClientRects().length === 0) continue;
      found.add(text.slice(0, 100));
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      for (const attribute of ['aria-label', 'placeholder', 'alt', 'title']) {
        const text = element.getAttribute(attribute)?.trim() ?? '';
        if (text && !own.test(text) && /[a-z]{2,}/.test(text)) found.add(`${attribute}="${text.slice(0, 100)}"`);
      }
    }
    return [...found];
  }, script.source);
}
