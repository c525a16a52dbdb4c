from .population import Population
