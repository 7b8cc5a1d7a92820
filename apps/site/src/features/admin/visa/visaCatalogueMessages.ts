/** Notices of the visa catalogue screens: what happened, plainly. */
export const visaCatalogueNotices = {
  figureAdded: (label: string, route: string) => ({
    title: 'Figure added',
    description: `"${label}" of the ${route} is in the catalogue; verdicts use it on its dates.`,
  }),
  figureSaved: (label: string) => ({
    title: 'Figure saved',
    description: `"${label}" is updated; verdicts use it from now on.`,
  }),
  figureRetired: (label: string) => ({
    title: 'Figure retired',
    description: `"${label}" is no longer used for verdicts. It stays on record.`,
  }),
  licence: {
    verified: (company: string) => ({
      title: 'Licence verified',
      description: `${company}'s licence is verified: its jobs show it and verdicts count it.`,
    }),
    expired: (company: string) => ({
      title: 'Licence marked expired',
      description: `${company}'s licence no longer counts for verdicts until it is verified again.`,
    }),
    revoked: (company: string) => ({
      title: 'Licence revoked',
      description: `${company}'s licence no longer counts for verdicts; the employer sees your reason.`,
    }),
  },
  routeSaved: (name: string) => ({
    title: 'Route saved',
    description: `"${name}" is updated.`,
  }),
  routeRetired: (name: string) => ({
    title: 'Route retired',
    description: `"${name}" is no longer offered in verdicts. It stays on record.`,
  }),
  routeRestored: (name: string) => ({
    title: 'Route restored',
    description: `"${name}" is offered in verdicts again.`,
  }),
  occupationAdded: (title: string) => ({
    title: 'Occupation added',
    description: `"${title}" can now be given a standing on routes.`,
  }),
  occupationSaved: (title: string) => ({
    title: 'Occupation saved',
    description: `"${title}" is updated.`,
  }),
  occupationRetired: (title: string) => ({
    title: 'Occupation retired',
    description: `"${title}" is no longer used for verdicts. It stays on record.`,
  }),
  occupationRestored: (title: string) => ({
    title: 'Occupation restored',
    description: `"${title}" is used for verdicts again.`,
  }),
  standingSaved: (title: string, route: string, standing: string) => ({
    title: 'Standing saved',
    description: `"${title}" is ${standing.toLowerCase()} on the ${route}.`,
  }),
  rightAdded: (citizenship: string, destination: string) => ({
    title: 'Right added',
    description: `Citizens of ${citizenship} now have this right in ${destination}.`,
  }),
  rightSaved: (citizenship: string, destination: string) => ({
    title: 'Right saved',
    description: `The right of citizens of ${citizenship} in ${destination} is updated.`,
  }),
  rightRetired: (citizenship: string, destination: string) => ({
    title: 'Right retired',
    description: `Citizens of ${citizenship} no longer have this right in ${destination} for verdicts.`,
  }),
  rightRestored: (citizenship: string, destination: string) => ({
    title: 'Right restored',
    description: `Citizens of ${citizenship} have this right in ${destination} again.`,
  }),
} as const;
