import { describeProgramPageModel } from './program-page-model';

// A visitor following a program's register link (?register): logged out, registering on load.
describeProgramPageModel({ programId: 21, timeZone: 'America/Toronto', isLoggedIn: false, registerOnLoad: true });
