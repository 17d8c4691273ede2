import { galleryStore } from '../../state/gallery.ts'

/** Opens the gallery of stories (from the top bar, or from an empty state). */
export function GalleryButton({ label = 'Gallery', className }: { label?: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => galleryStore.getState().openGallery()}
      title="A dozen stories, each a scenario with its numbers computed live; present them a panel at a time"
    >
      {label}
    </button>
  )
}
