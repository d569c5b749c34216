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
 * The docs page of a file whose stories are the app itself (Routes, User flows): the first story,
 * then a link to each story, which opens it in a page of its own.
 *
 * Storybook's own docs page draws every story of a file at once. These stories would then share
 * one page: one MSW worker (the last story's failing handlers answered the others' requests,
 * msw-storybook-addon issue 83) and one localStorage. Storybook's other way, an iframe per story
 * (`docs.story.inline: false`), separates the workers but not the storage, which every frame of an
 * origin shares: one story's stored choice showed in another frame, and a story that stores or
 * clears a session tells every other frame, as another tab would (`storage` events).
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
