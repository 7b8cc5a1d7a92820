/** Titles and introductions of the blog's list pages (marketing copy; the articles are data). */
export const blogPageCopy = {
  all: {
    title: 'Blog',
    intro: 'Career tips, job market trends, relocation advice and visa guides for working abroad.',
  },
  categoryPages: {
    'visa-guides': {
      title: 'Visa Guides',
      intro:
        'How work visas and employer sponsorship work in the countries we recruit for, step by step.',
    },
    'relocation-tips': {
      title: 'Relocation Tips',
      intro:
        'Practical advice for your move: paperwork, housing, banking and your first weeks abroad.',
    },
    'career-advice': {
      title: 'Career Advice',
      intro: 'CVs, interviews and job searches that work with employers in other countries.',
    },
  },
} as const;
