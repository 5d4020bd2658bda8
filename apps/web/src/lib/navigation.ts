type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

/** Lets code outside React (the web caller) move the router; the app registers its router here. */
export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string): void {
  if (window.location.pathname !== to) navigate(to);
}
