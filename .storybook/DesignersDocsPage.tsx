import { Description, Primary, Stories, Subtitle, Title, useOf } from '@storybook/addon-docs/blocks'

/**
 * A file's Docs page, for designers: what the component or screen is, then each state once, drawn,
 * with what the client sees in it. Storybook's own page draws the first state twice (at the top,
 * and again among the others) with its Controls between: a developer's tool (each story's
 * Controls panel has them), whose switches Storybook draws with text too faint to read (2.75:1,
 * against WCAG's 4.5:1).
 */
export function DesignersDocsPage() {
  const { csfFile } = useOf('meta', ['meta'])
  const single = Object.keys(csfFile.stories).length === 1
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      {single && <Description of="story" />}
      {single ? <Primary /> : <Stories title="States" />}
    </>
  )
}
