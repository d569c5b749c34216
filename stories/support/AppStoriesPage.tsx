import { useContext } from 'react'
import {
  AnchorMdx,
  Description,
  DocsContext,
  Heading,
  Primary,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks'

/**
 * The docs page of a file whose stories are the app itself: the first story, then a link to each.
 * Drawn at once, they would share one MSW worker (msw-storybook-addon issue 83) and one
 * localStorage; a frame per story (`docs.story.inline: false`) still shares the storage, and a
 * session stored in one frame reaches the others, as another tab's would.
 */
export function AppStoriesPage() {
  const { componentStories } = useContext(DocsContext)
  // The stories the default page would list (Storybook's Stories block): autodocs ones.
  const stories = componentStories().filter(
    (story) => story.tags.includes('autodocs') && !story.usesMount,
  )
  const [primary] = stories
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <p>
        The portal itself, with a mocked backend. Each story below is one state; open it to see that
        state on its own (the toolbar&apos;s Theme, Brand and viewport apply there). Only the first
        is drawn on this page: several at once would share one mocked backend and one browser
        storage, and show each other&apos;s state.
      </p>
      <Primary />
      <Heading>Every state</Heading>
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <AnchorMdx href={`?path=/story/${story.id}`} target="_self">
              {story.name}
            </AnchorMdx>
            {story === primary && ' (shown above)'}
            <Description of={story.moduleExport} />
          </li>
        ))}
      </ul>
    </>
  )
}
