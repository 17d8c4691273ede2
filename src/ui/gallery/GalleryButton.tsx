import { useAppStore } from '../app/store-context.tsx'

/** Opens the gallery of stories (from the top bar, or from an empty state). */
export function GalleryButton({ label = 'Gallery', className }: { label?: string; className?: string }) {
  const store = useAppStore()
  return (
    <button
      type="button"
      className={className}
      onClick={() => store.getState().openGallery()}
      title="A dozen stories, each a scenario with its numbers computed live; present them a panel at a time"
    >
      {label}
    </button>
  )
}
