// @vitest-environment jsdom
import { describe, it, expect } from 'vitest'
import { sanitizeHtml } from './dompurify'

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and script links', () => {
    const html = sanitizeHtml(
      '<h2 id="a">Title</h2><script>alert(1)</script><img src="x" alt="" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt&#58;alert(1)">y</a>' +
        '<a href="data:text/html,hi">z</a><p onclick="alert(1)" style="color:red">text</p>' +
        '<iframe src="https://evil.example"></iframe><svg><script>alert(1)</script></svg>',
    )
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/onerror|onclick/i)
    expect(html).not.toMatch(/javascript/i)
    expect(html).not.toMatch(/data:/i)
    expect(html).not.toMatch(/<iframe|style=/i)
    expect(html).toContain('<h2 id="a">Title</h2>')
    expect(html).toContain('<p>text</p>')
  })

  it('keeps safe links and opens external ones without an opener', () => {
    const html = sanitizeHtml(
      '<a href="mailto:a@b.ch">mail</a><a href="https://example.org">ext</a>',
    )
    expect(html).toContain('href="mailto:a@b.ch"')
    expect(html).toMatch(/href="https:\/\/example.org" target="_blank" rel="noopener noreferrer"/)
  })
})
