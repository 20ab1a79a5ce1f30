import { islandRoot } from './island'

/** An island's content for island.test.tsx: its root carries the island mark, as every island's must. */
export function Greeting({ name }: { name: string }) {
  return <p {...islandRoot}>Hello {name}</p>
}
