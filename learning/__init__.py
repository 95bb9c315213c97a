"""Lessons and learner progress for Học Chắn (no Streamlit import here)."""
