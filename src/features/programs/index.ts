// The programs feature's public entry: what other features (Account) show of a player's programs.
export { MySessionsSection } from './my-sessions/my-sessions-section';
export { MyProgramsSection } from './my-programs/my-programs-section';
