// The programs feature's public entry: what other features (Account) show of a player's programs.
export { MySessionsSection } from './my-sessions/my-sessions-section';
export { MyProgramsSection } from './my-programs/my-programs-section';
// How a place reads (when, and a tournament team), for the staff's view of someone's places.
export { programWhen, sessionWhen, teamText } from './my-places/place-text';
