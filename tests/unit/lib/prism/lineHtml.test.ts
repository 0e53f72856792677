import { describe, expect, it } from 'vitest';
import { lineHtml, styleText, withoutLoneLineFeed } from '../../../../src/lib/prism/lineHtml';

describe('lineHtml', () => {
  it('renders each token as a span with its classes and style, then a line break', () => {
    expect(
      lineHtml([
        { className: 'token keyword', style: { color: 'var(--code-keyword)' }, children: 'locals' },
        { className: 'token plain', children: ' ' },
        {
          className: 'token comment',
          style: { color: 'var(--code-comment)', fontStyle: 'italic' },
          children: '# x',
        },
      ]),
    ).toBe(
      '<span class="token keyword" style="color:var(--code-keyword)">locals</span>' +
        '<span class="token plain"> </span>' +
        '<span class="token comment" style="color:var(--code-comment);font-style:italic"># x</span><br/>',
    );
  });

  it('escapes code text, so a tag, an entity or a quote in the code shows as written', () => {
    expect(lineHtml([{ className: 'token string', children: '"<b>&amp;</b>"' }])).toBe(
      '<span class="token string">&quot;&lt;b&gt;&amp;amp;&lt;/b&gt;&quot;</span><br/>',
    );
  });

  it('escapes attribute values, so a class or style cannot end its attribute', () => {
    expect(lineHtml([{ className: 'a"b', style: { fontFamily: '"Fira" & co' }, children: 'x' }])).toBe(
      '<span class="a&quot;b" style="font-family:&quot;Fira&quot; &amp; co">x</span><br/>',
    );
  });

  it('keeps an empty line one line high', () => {
    expect(lineHtml([])).toBe('<br/>');
    expect(lineHtml([{ className: 'token plain', children: '' }])).toBe(
      '<span class="token plain"></span><br/>',
    );
  });
});

describe('styleText', () => {
  it('writes CSS as React does: hyphenated names, custom properties as given, px on plain numbers', () => {
    expect(
      styleText({ display: 'inline-block', '--x': 'red', fontSize: 12, opacity: 0.5, margin: 0 } as never),
    ).toBe('display:inline-block;--x:red;font-size:12px;opacity:0.5;margin:0');
  });

  it('leaves out empty and undefined values', () => {
    expect(styleText({ color: undefined, background: '' })).toBe('');
  });
});

describe('withoutLoneLineFeed', () => {
  it('empties a line that holds only a line feed, so it does not break twice', () => {
    expect(withoutLoneLineFeed([{ types: ['plain'], content: '\n' }])).toEqual([
      { types: ['plain'], content: '' },
    ]);
  });

  it('leaves other lines as they are', () => {
    const line = [
      { types: ['plain'], content: '\n' },
      { types: ['plain'], content: 'x' },
    ];
    expect(withoutLoneLineFeed(line)).toBe(line);
    const text = [{ types: ['plain'], content: 'x' }];
    expect(withoutLoneLineFeed(text)).toBe(text);
  });
});
