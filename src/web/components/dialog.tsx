// Every dialog of the app is react-bootstrap's Modal without its fade. With the
// fade, closing waited for the fade's `transitionend`; in Safari's engine a
// dialog closed within about 0.1 s of opening (a quick double tap) never got
// one, and stayed on the page as an invisible modal that took every tap until
// a reload. Without it, closing removes the dialog at once, whatever ran
// before; the opening is eased in by CSS alone (theme.css), which nothing
// waits for (docs/decisions/035-tap-targets.md).
import { Modal, type ModalProps } from 'react-bootstrap';

function DialogFrame(props: Omit<ModalProps, 'animation'>) {
  return <Modal {...props} animation={false} />;
}

export const Dialog = Object.assign(DialogFrame, {
  Header: Modal.Header,
  Title: Modal.Title,
  Body: Modal.Body,
  Footer: Modal.Footer,
});
